export default function solve(nums, target) {
  return nums.filter((x) => x < target).length;
}
