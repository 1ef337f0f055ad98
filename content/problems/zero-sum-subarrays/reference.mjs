export default function findSubarray(arr) {
  const seen = new Map([[0, 1]]);
  let sum = 0;
  let count = 0;
  for (const v of arr) {
    sum += v;
    const c = seen.get(sum) ?? 0;
    count += c;
    seen.set(sum, c + 1);
  }
  return count;
}
