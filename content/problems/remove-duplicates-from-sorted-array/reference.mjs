export default function solve(nums) {
  return nums.filter((x, i) => i === 0 || nums[i - 1] !== x);
}
