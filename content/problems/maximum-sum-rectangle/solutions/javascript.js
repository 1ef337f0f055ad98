/**
 * @param {number[][]} mat
 * @return {number}
 */
var maximumSumRectangle = function (mat) {
  const R = mat.length;
  const C = mat[0].length;
  let best = -Infinity;
  const col = new Int32Array(C);
  for (let top = 0; top < R; top++) {
    col.fill(0);
    for (let bottom = top; bottom < R; bottom++) {
      const row = mat[bottom];
      let cur = 0;
      for (let c = 0; c < C; c++) {
        col[c] += row[c];
        cur = c > 0 && cur > 0 ? cur + col[c] : col[c];
        if (cur > best) best = cur;
      }
    }
  }
  return best;
};
