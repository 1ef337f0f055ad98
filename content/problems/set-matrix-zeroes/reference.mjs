export default function solve(matrix) {
  const rows = new Set();
  const cols = new Set();
  matrix.forEach((row, i) =>
    row.forEach((v, j) => {
      if (v === 0) {
        rows.add(i);
        cols.add(j);
      }
    }),
  );
  matrix.forEach((row, i) =>
    row.forEach((_, j) => {
      if (rows.has(i) || cols.has(j)) row[j] = 0;
    }),
  );
}
