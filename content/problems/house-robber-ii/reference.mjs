function line(nums, lo, hi) {
  let prev = 0;
  let cur = 0;
  for (let i = lo; i <= hi; i++) [prev, cur] = [cur, Math.max(cur, prev + nums[i])];
  return cur;
}

export default function solve(nums) {
  const n = nums.length;
  if (n === 1) return nums[0];
  return Math.max(line(nums, 0, n - 2), line(nums, 1, n - 1));
}
