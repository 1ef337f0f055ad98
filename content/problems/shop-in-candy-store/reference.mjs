export default function solve(candies, N, K) {
  const a = [...candies].sort((x, y) => x - y);
  const paid = Math.ceil(N / (K + 1));
  let lo = 0, hi = 0;
  for (let i = 0; i < paid; i++) { lo += a[i]; hi += a[N - 1 - i]; }
  return [lo, hi];
}
