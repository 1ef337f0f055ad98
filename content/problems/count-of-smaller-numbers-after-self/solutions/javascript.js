/**
 * Merge sort over indices, counting how many smaller elements cross from the right half.
 * @param {number[]} nums
 * @return {number[]}
 */
var countSmaller = function (nums) {
  const n = nums.length;
  const counts = new Array(n).fill(0);
  let idx = Array.from({ length: n }, (_, i) => i);
  let buf = new Array(n);
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid || j < hi) {
        if (j >= hi || (i < mid && nums[idx[i]] <= nums[idx[j]])) {
          counts[idx[i]] += j - mid;
          buf[k++] = idx[i++];
        } else {
          buf[k++] = idx[j++];
        }
      }
    }
    [idx, buf] = [buf, idx];
  }
  return counts;
};
