export default function solve(nums, target) {
  let counts = new Map([[0, 1]]);
  for (const x of nums) {
    const next = new Map();
    for (const [s, c] of counts) {
      next.set(s + x, (next.get(s + x) || 0) + c);
      next.set(s - x, (next.get(s - x) || 0) + c);
    }
    counts = next;
  }
  return counts.get(target) || 0;
}
