/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
var topKFrequent = function (nums, k) {
  const freq = new Map();
  for (const x of nums) freq.set(x, (freq.get(x) || 0) + 1);
  const buckets = Array.from({ length: nums.length + 1 }, () => []);
  for (const [value, c] of freq) buckets[c].push(value);
  const out = [];
  for (let c = nums.length; c > 0 && out.length < k; c--) {
    for (const value of buckets[c]) {
      out.push(value);
      if (out.length === k) break;
    }
  }
  return out;
};
