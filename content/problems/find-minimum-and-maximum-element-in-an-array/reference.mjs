export default function getMinMax(arr) {
  let lo = arr[0];
  let hi = arr[0];
  for (const x of arr) {
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  return [lo, hi];
}
