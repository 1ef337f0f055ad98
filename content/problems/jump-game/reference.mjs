export default function solve(nums) {
  const n = nums.length;
  const can = Array(n).fill(false);
  can[0] = true;
  let reach = 0;
  for (let i = 0; i < n; i++) {
    if (!can[i]) continue;
    for (let j = reach + 1; j <= Math.min(n - 1, i + nums[i]); j++) can[j] = true;
    reach = Math.max(reach, i + nums[i]);
  }
  return can[n - 1];
}
