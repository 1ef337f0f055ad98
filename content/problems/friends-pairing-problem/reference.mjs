export default function solve(n) {
  const M = 1000000007n;
  let a = 1n, b = 1n; // f(i-2), f(i-1)
  for (let i = 2; i <= n; i++) [a, b] = [b, (b + BigInt(i - 1) * a) % M];
  return Number(b);
}
