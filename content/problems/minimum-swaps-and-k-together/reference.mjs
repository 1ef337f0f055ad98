export default function minSwap(arr, k) {
  const c = arr.filter((x) => x <= k).length;
  if (c === 0) return 0;
  let bad = 0;
  for (let i = 0; i < c; i++) if (arr[i] > k) bad++;
  let best = bad;
  for (let i = c; i < arr.length; i++) {
    if (arr[i] > k) bad++;
    if (arr[i - c] > k) bad--;
    best = Math.min(best, bad);
  }
  return best;
}
