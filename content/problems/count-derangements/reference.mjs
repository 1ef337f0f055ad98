export default function solve(n) {
  const M = 1000000007n;
  let a = 1n, b = 0n; // D(0), D(1)
  for (let i = 2; i <= n; i++) [a, b] = [b, (BigInt(i - 1) * (a + b)) % M];
  return Number(b);
}
