/**
 * @param {number[]} nums
 * @return {number[]}
 */
var sortedSquares = function (nums) {
  const n = nums.length;
  const out = new Array(n);
  let lo = 0;
  let hi = n - 1;
  for (let k = n - 1; k >= 0; k--) {
    if (Math.abs(nums[lo]) > Math.abs(nums[hi])) {
      out[k] = nums[lo] * nums[lo];
      lo++;
    } else {
      out[k] = nums[hi] * nums[hi];
      hi--;
    }
  }
  return out;
};
