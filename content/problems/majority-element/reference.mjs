export default function solve(nums) {
  const counts = new Map();
  for (const x of nums) {
    const c = (counts.get(x) ?? 0) + 1;
    if (c * 2 > nums.length) return x;
    counts.set(x, c);
  }
  return null;
}
