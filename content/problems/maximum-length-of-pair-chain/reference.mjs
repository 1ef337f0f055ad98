export default function solve(pairs) {
  const p = [...pairs].sort((a, b) => a[1] - b[1]);
  let end = -Infinity, count = 0;
  for (const [l, r] of p) if (l > end) { count++; end = r; }
  return count;
}
