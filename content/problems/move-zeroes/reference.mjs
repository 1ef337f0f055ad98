export default function solve(nums) {
  const rest = nums.filter((x) => x !== 0);
  for (let i = 0; i < nums.length; i++) nums[i] = i < rest.length ? rest[i] : 0;
}
