export default function solve(nums) {
  return nums.map((x) => x * x).sort((a, b) => a - b);
}
