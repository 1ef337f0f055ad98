export default function rearrange(arr) {
  const pos = arr.filter((v) => v >= 0);
  const neg = arr.filter((v) => v < 0);
  let p = 0;
  let q = 0;
  let k = 0;
  while (p < pos.length && q < neg.length) {
    arr[k++] = pos[p++];
    arr[k++] = neg[q++];
  }
  while (p < pos.length) arr[k++] = pos[p++];
  while (q < neg.length) arr[k++] = neg[q++];
}
