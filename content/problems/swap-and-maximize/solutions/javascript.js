/**
 * @param {number[]} arr
 * @return {number}
 */
var maxSum = function (arr) {
  const a = Int32Array.from(arr).sort();
  const n = a.length;
  let total = 0;
  for (let i = 0; i < n >> 1; i++) total += 2 * (a[n - 1 - i] - a[i]);
  return total;
};
