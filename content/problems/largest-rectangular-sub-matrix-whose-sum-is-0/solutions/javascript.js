/**
 * @param {number[][]} mat
 * @return {number}
 */
var largestZeroSumArea = function (mat) {
  const R = mat.length;
  const C = mat[0].length;
  const off = R * C * 10;
  const firstAt = new Int32Array(2 * off + 1);
  const stamp = new Int32Array(2 * off + 1);
  const col = new Int32Array(C);
  let round = 0;
  let best = 0;
  for (let top = 0; top < R; top++) {
    col.fill(0);
    for (let bottom = top; bottom < R; bottom++) {
      round++;
      const h = bottom - top + 1;
      const row = mat[bottom];
      stamp[off] = round;
      firstAt[off] = -1;
      let s = 0;
      for (let c = 0; c < C; c++) {
        col[c] += row[c];
        s += col[c];
        const key = s + off;
        if (stamp[key] !== round) {
          stamp[key] = round;
          firstAt[key] = c;
        } else if (h * (c - firstAt[key]) > best) best = h * (c - firstAt[key]);
      }
    }
  }
  return best;
};
