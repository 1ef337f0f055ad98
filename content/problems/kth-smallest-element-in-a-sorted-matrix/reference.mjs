export default function kthSmallest(matrix, k) {
  return matrix.flat().sort((a, b) => a - b)[k - 1];
}
