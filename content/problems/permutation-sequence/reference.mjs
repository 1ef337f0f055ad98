export default function solve(n, k) {
  const digits = Array.from({ length: n }, (_, i) => i + 1);
  const fact = [1];
  for (let i = 1; i <= n; i++) fact.push(fact[i - 1] * i);
  let r = k - 1;
  let out = '';
  for (let i = n - 1; i >= 0; i--) {
    const q = Math.floor(r / fact[i]);
    r %= fact[i];
    out += digits.splice(q, 1)[0];
  }
  return out;
}
