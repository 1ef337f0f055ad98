/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
var subarraySum = function (nums, k) {
  const count = new Map([[0, 1]]);
  let s = 0;
  let answer = 0;
  for (const x of nums) {
    s += x;
    answer += count.get(s - k) || 0;
    count.set(s, (count.get(s) || 0) + 1);
  }
  return answer;
};
