const COINS = [2000, 500, 200, 100, 50, 20, 10, 5, 2, 1];

export default function solve(n) {
  const out = [];
  for (const c of COINS) {
    while (n >= c) {
      out.push(c);
      n -= c;
    }
  }
  return out;
}
