const P = 1000000007n;
export default function solve(n, k) {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) % P;
  return Number(r);
}
