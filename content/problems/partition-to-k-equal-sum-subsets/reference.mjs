export default function solve(nums, k) {
  const n = nums.length;
  const total = nums.reduce((a, b) => a + b, 0);
  if (total % k !== 0) return false;
  const target = total / k;
  if (nums.some((v) => v > target)) return false;
  const fill = new Int32Array(1 << n).fill(-1);
  fill[0] = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    if (fill[mask] < 0) continue;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) continue;
      const next = mask | (1 << i);
      if (fill[next] >= 0) continue;
      if (fill[mask] + nums[i] <= target) fill[next] = (fill[mask] + nums[i]) % target;
    }
  }
  return fill[(1 << n) - 1] === 0;
}
