/**
 * @param {number[]} nums1
 * @param {number[]} nums2
 * @return {number[]}
 */
var intersect = function (nums1, nums2) {
  if (nums1.length > nums2.length) [nums1, nums2] = [nums2, nums1];
  const count = new Map();
  for (const x of nums1) count.set(x, (count.get(x) || 0) + 1);
  const out = [];
  for (const x of nums2) {
    const c = count.get(x);
    if (c > 0) {
      count.set(x, c - 1);
      out.push(x);
    }
  }
  return out;
};
