const P = 1000000007n;
function power(b, e) {
  let r = 1n;
  b %= P;
  while (e > 0n) {
    if (e & 1n) r = (r * b) % P;
    b = (b * b) % P;
    e >>= 1n;
  }
  return r;
}
export default function solve(n) {
  let num = 1n;
  let den = 1n;
  for (let i = 1n; i <= 2n * BigInt(n); i++) num = (num * i) % P;
  for (let i = 1n; i <= BigInt(n); i++) den = (den * i) % P;
  den = (den * den) % P;
  den = (den * (BigInt(n) + 1n)) % P;
  return Number((num * power(den, P - 2n)) % P);
}
