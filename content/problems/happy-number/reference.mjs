export default function solve(n) {
  const seen = new Set();
  while (n !== 1 && !seen.has(n)) {
    seen.add(n);
    n = String(n)
      .split('')
      .reduce((s, d) => s + Number(d) ** 2, 0);
  }
  return n === 1;
}
