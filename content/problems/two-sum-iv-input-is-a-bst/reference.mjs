export default function solve(values, k) {
  const seen = new Set();
  for (const v of values) {
    if (v === null) continue;
    if (seen.has(k - v)) return true;
    seen.add(v);
  }
  return false;
}
