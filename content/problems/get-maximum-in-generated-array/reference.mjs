export default function solve(n) {
  if (n === 0) return 0;
  const nums = [0, 1];
  for (let k = 2; k <= n; k++) nums[k] = k % 2 ? nums[(k - 1) / 2] + nums[(k + 1) / 2] : nums[k / 2];
  return Math.max(...nums);
}
