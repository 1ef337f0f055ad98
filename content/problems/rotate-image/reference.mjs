export default function solve(matrix) {
  const n = matrix.length;
  const copy = matrix.map((row) => [...row]);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) matrix[j][n - 1 - i] = copy[i][j];
}
