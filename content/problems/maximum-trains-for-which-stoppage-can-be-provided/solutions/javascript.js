/**
 * @param {number} n
 * @param {number[][]} trains
 * @return {number}
 */
var maxStop = function (n, trains) {
  const sorted = [...trains].sort((a, b) => a[1] - b[1]);
  const last = new Array(n + 1).fill(-1);
  let count = 0;
  for (const [arr, dep, p] of sorted) {
    if (arr >= last[p]) {
      last[p] = dep;
      count++;
    }
  }
  return count;
};
