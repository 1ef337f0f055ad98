export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  let at = 0;
  const n = v[at++];
  const count = new Array(102).fill(0);
  for (let i = 0; i < n; i++) count[v[at++]]++;
  const cnt = new Array(102).fill(0);
  const sum = new Array(102).fill(0);
  for (let p = 1; p <= 100; p++) {
    cnt[p] = cnt[p - 1] + count[p];
    sum[p] = sum[p - 1] + p * count[p];
  }
  const q = v[at++];
  const out = [];
  for (let i = 0; i < q; i++) {
    const m = Math.min(100, v[at++]);
    out.push(`${cnt[m]} ${sum[m]}`);
  }
  return `${out.join('\n')}\n`;
}
