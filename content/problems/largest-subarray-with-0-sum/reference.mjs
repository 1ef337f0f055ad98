export default function maxLen(arr) {
  const first = new Map([[0, 0]]);
  let sum = 0;
  let best = 0;
  for (let k = 1; k <= arr.length; k++) {
    sum += arr[k - 1];
    const f = first.get(sum);
    if (f === undefined) first.set(sum, k);
    else best = Math.max(best, k - f);
  }
  return best;
}
