export default function solve(nums) {
  // Brute force per zero-free segment would be quadratic; the max/min DP is exact here since products fit.
  let hi = nums[0];
  let lo = nums[0];
  let best = nums[0];
  for (let i = 1; i < nums.length; i++) {
    const x = nums[i];
    const a = hi * x;
    const b = lo * x;
    hi = Math.max(x, a, b);
    lo = Math.min(x, a, b);
    best = Math.max(best, hi);
  }
  return best === 0 ? 0 : best;
}
