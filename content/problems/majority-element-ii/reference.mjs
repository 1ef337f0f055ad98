export default function solve(nums) {
  const count = new Map();
  for (const x of nums) count.set(x, (count.get(x) ?? 0) + 1);
  const limit = Math.floor(nums.length / 3);
  return [...count].filter(([, c]) => c > limit).map(([v]) => v);
}
