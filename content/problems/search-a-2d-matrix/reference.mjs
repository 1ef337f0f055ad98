export default function solve(matrix, target) {
  return matrix.some((row) => row.includes(target));
}
