export default function solve(nums) {
  return Math.min(...nums);
}
