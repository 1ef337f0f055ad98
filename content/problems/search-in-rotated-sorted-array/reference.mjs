export default function solve(nums, target) {
  return nums.indexOf(target);
}
