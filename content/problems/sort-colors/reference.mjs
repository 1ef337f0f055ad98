export default function solve(nums) {
  const sorted = [...nums].sort((a, b) => a - b);
  for (let i = 0; i < nums.length; i++) nums[i] = sorted[i];
}
