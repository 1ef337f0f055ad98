export default function solve(nums) {
  const s = nums.reduce((a, b) => a + b, 0);
  if (s % 2) return false;
  const T = s / 2;
  const can = Array(T + 1).fill(false);
  can[0] = true;
  for (const x of nums) for (let t = T; t >= x; t--) if (can[t - x]) can[t] = true;
  return can[T];
}
