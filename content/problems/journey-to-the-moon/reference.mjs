export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  const [n, p] = v;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (let i = 0; i < p; i++) {
    const a = find(v[2 + 2 * i]);
    const b = find(v[3 + 2 * i]);
    if (a !== b) parent[a] = b;
  }
  const size = new Array(n).fill(0);
  for (let x = 0; x < n; x++) size[find(x)]++;
  let answer = BigInt(n) * BigInt(n - 1) / 2n;
  for (const s of size) if (s > 1) answer -= BigInt(s) * BigInt(s - 1) / 2n;
  return `${answer}\n`;
}
