export default function sortedMatrix(mat) {
  const n = mat.length;
  const all = mat.flat().sort((a, b) => a - b);
  return Array.from({ length: n }, (_, i) => all.slice(i * n, (i + 1) * n));
}
