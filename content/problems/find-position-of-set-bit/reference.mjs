export default function findPosition(N) {
  if (N === 0 || (N & (N - 1)) !== 0) return -1;
  return Math.log2(N) + 1;
}
