/**
 * @param {number[]} nums
 * @param {number} target
 * @return {number}
 */
var search = function (nums, target) {
  // Lower bound over nums followed by a sentinel: every value is below 10^4, so 10^4 acts as +infinity.
  const n = nums.length;
  const at = (i) => (i < n ? nums[i] : 10000);
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at(mid) < target) lo = mid + 1;
    else hi = mid;
  }
  return at(lo) === target ? lo : -1;
};
