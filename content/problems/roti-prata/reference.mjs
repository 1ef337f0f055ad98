function made(t, ranks, p) {
  let total = 0;
  for (const r of ranks) {
    let k = Math.floor((Math.sqrt(1 + (8 * t) / r) - 1) / 2);
    while ((r * (k + 1) * (k + 2)) / 2 <= t) k++;
    while (k > 0 && (r * k * (k + 1)) / 2 > t) k--;
    total += k;
    if (total >= p) return total;
  }
  return total;
}

export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  let at = 0;
  const cases = v[at++];
  const out = [];
  for (let c = 0; c < cases; c++) {
    const p = v[at++];
    const l = v[at++];
    const ranks = v.slice(at, at + l);
    at += l;
    let lo = 0;
    let hi = (Math.min(...ranks) * p * (p + 1)) / 2;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (made(mid, ranks, p) >= p) hi = mid;
      else lo = mid + 1;
    }
    out.push(lo);
  }
  return `${out.join('\n')}\n`;
}
