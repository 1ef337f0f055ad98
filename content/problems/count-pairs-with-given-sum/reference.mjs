export default function getPairsCount(arr, k) {
  const seen = new Map();
  let count = 0;
  for (const x of arr) {
    count += seen.get(k - x) ?? 0;
    seen.set(x, (seen.get(x) ?? 0) + 1);
  }
  return count;
}
