/**
 * @param {number[]} nums
 * @return {number}
 */
var longestConsecutive = function (nums) {
  const values = new Set(nums);
  let best = 0;
  for (const v of values) {
    if (values.has(v - 1)) continue;
    let end = v;
    while (values.has(end + 1)) end++;
    best = Math.max(best, end - v + 1);
  }
  return best;
};
