const bits = (x) => x.toString(2).replace(/0/g, '').length;

export default function sortBySetBitCount(arr) {
  const out = arr.map((v, i) => [bits(v), i, v]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  out.forEach((t, i) => {
    arr[i] = t[2];
  });
}
