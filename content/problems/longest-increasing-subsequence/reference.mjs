export default function solve(nums) {
  const len = Array(nums.length).fill(1);
  let best = 0;
  for (let i = 0; i < nums.length; i++) {
    for (let j = 0; j < i; j++) if (nums[j] < nums[i] && len[j] + 1 > len[i]) len[i] = len[j] + 1;
    best = Math.max(best, len[i]);
  }
  return best;
}
