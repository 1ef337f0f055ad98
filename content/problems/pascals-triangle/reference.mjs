export default function solve(numRows) {
  const rows = [];
  for (let r = 0; r < numRows; r++) {
    const row = [1];
    for (let j = 1; j <= r; j++) row.push((row[j - 1] * (r - j + 1)) / j);
    rows.push(row);
  }
  return rows;
}
