/**
 * @param {number[]} x
 * @param {number[]} y
 * @return {number}
 */
var minimumCostOfBreaking = function (x, y) {
  const xs = Int32Array.from(x).sort().reverse();
  const ys = Int32Array.from(y).sort().reverse();
  let i = 0;
  let j = 0;
  let xPieces = 1;
  let yPieces = 1;
  let total = 0;
  while (i < xs.length || j < ys.length) {
    if (j === ys.length || (i < xs.length && xs[i] >= ys[j])) {
      total += xs[i++] * yPieces;
      xPieces++;
    } else {
      total += ys[j++] * xPieces;
      yPieces++;
    }
  }
  return total;
};
