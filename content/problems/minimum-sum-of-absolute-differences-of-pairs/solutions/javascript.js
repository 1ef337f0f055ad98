/**
 * @param {number[]} a
 * @param {number[]} b
 * @return {number}
 */
var findMinSum = function (a, b) {
  const x = Int32Array.from(a).sort();
  const y = Int32Array.from(b).sort();
  let total = 0;
  for (let i = 0; i < x.length; i++) total += Math.abs(x[i] - y[i]);
  return total;
};
