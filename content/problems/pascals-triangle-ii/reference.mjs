export default function solve(rowIndex) {
  const row = [1];
  for (let r = 1; r <= rowIndex; r++) {
    row.push(1);
    for (let j = r - 1; j >= 1; j--) row[j] += row[j - 1];
  }
  return row;
}
