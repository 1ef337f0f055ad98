export default function subArrayExists(arr) {
  const seen = new Set([0]);
  let sum = 0;
  for (const x of arr) {
    sum += x;
    if (seen.has(sum)) return true;
    seen.add(sum);
  }
  return false;
}
