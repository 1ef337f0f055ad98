export default function solve(nums, val) {
  return nums.filter((x) => x !== val);
}
