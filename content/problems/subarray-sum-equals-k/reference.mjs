// Quadratic oracle, independent of the prefix-sum map.
export default function solve(nums, k) {
  let answer = 0;
  for (let l = 0; l < nums.length; l++) {
    let s = 0;
    for (let r = l; r < nums.length; r++) {
      s += nums[r];
      if (s === k) answer++;
    }
  }
  return answer;
}
