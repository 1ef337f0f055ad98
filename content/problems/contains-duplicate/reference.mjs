export default function solve(nums) {
  return new Set(nums).size < nums.length;
}
