/**
 * @param {number[]} nums
 * @param {number} k
 * @return {void} Do not return anything, modify nums in-place instead.
 */
var rotate = function (nums, k) {
  const n = nums.length;
  k %= n;
  const reverse = (lo, hi) => {
    while (lo < hi) {
      const t = nums[lo];
      nums[lo++] = nums[hi];
      nums[hi--] = t;
    }
  };
  reverse(0, n - 1);
  reverse(0, k - 1);
  reverse(k, n - 1);
};
