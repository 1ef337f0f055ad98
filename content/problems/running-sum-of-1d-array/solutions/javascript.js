/**
 * @param {number[]} nums
 * @return {number[]}
 */
var runningSum = function (nums) {
  const out = new Array(nums.length);
  let total = 0;
  for (let i = 0; i < nums.length; i++) {
    total += nums[i];
    out[i] = total;
  }
  return out;
};
