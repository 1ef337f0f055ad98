export default function solve(nums, k) {
  const freq = new Map();
  for (const x of nums) freq.set(x, (freq.get(x) ?? 0) + 1);
  const sorted = [...freq.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  if (k < sorted.length && sorted[k - 1][1] === sorted[k][1]) throw new Error('ambiguous top-k');
  return sorted.slice(0, k).map(([v]) => v);
}
