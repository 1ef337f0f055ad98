/**
 * @param {number} n
 * @param {number} m
 * @param {number[][]} grid
 * @return {number[][]}
 */
var findAllPossiblePaths = function (n, m, grid) {
  const out = [];
  const path = [];
  const go = (r, c) => {
    path.push(grid[r][c]);
    if (r === n - 1 && c === m - 1) out.push(path.slice());
    else {
      if (r + 1 < n) go(r + 1, c);
      if (c + 1 < m) go(r, c + 1);
    }
    path.pop();
  };
  go(0, 0);
  return out;
};
