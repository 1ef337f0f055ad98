/**
 * @param {number} numRows
 * @return {number[][]}
 */
var generate = function (numRows) {
  const rows = [[1]];
  for (let r = 1; r < numRows; r++) {
    const prev = rows[r - 1];
    const row = new Array(r + 1).fill(1);
    for (let j = 1; j < r; j++) row[j] = prev[j - 1] + prev[j];
    rows.push(row);
  }
  return rows;
};
