export default function solve(nums) {
  const counts = new Map();
  for (const x of nums) counts.set(x, (counts.get(x) ?? 0) + 1);
  for (const [x, c] of counts) if (c === 1) return x;
  return null;
}
