function capped(rng, n, lo, hi) {
  const out = [], count = new Map();
  while (out.length < n) {
    const v = rng.int(lo, hi);
    if ((count.get(v) ?? 0) >= 4) continue;
    count.set(v, (count.get(v) ?? 0) + 1);
    out.push(v);
  }
  return out;
}

export default function generate(rng) {
  const cases = [[[5], 1], [[10000], 1], [[1, 1], 2], [[1, 2], 2], [[2, 2, 2, 2], 4], [[1, 1, 1, 1, 2, 2, 2, 2], 4], [[10000, 9999, 1, 2, 10000, 9999, 2, 1], 4], [[1, 2, 3, 4, 5, 6, 7, 8], 3], [[1, 2, 3, 4, 5, 6, 7, 8], 4]];
  for (let i = 0; i < 8; i++) { const n = rng.int(1, 7); cases.push([capped(rng, n, 1, 8), rng.int(1, n)]); }
  for (let i = 0; i < 6; i++) {
    // build a yes-instance by splitting k equal targets, then maybe break it
    const k = rng.int(2, 4), parts = [];
    const per = Math.max(1, Math.floor(8 / k));
    const target = rng.int(per * 2, per * 50);
    for (let g = 0; g < k; g++) {
      let left = target;
      for (let t = 1; t < per; t++) { const v = rng.int(1, Math.max(1, left - (per - t))); parts.push(v); left -= v; }
      parts.push(left);
    }
    if (rng.bool()) parts[0] += 1, parts[1] = parts[1] > 1 ? parts[1] - 1 : parts[1] + 1;
    cases.push([parts.filter((v) => v >= 1).slice(0, 8), k]);
  }
  return cases.filter(([a]) => [...new Set(a)].every((v) => a.filter((x) => x === v).length <= 4));
}

export function large() {
  return [
    [[3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6], 16],
    [[10000, 10000, 10000, 10000, 9999, 9999, 9999, 9999, 1, 1, 1, 1, 2, 2, 2, 2], 4],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], 3],
    [[3, 3, 3, 3, 5, 5, 5, 5, 7, 7, 7, 7, 11, 11, 11, 13], 2],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], 4],
    [[9997, 9997, 9998, 9998, 9999, 9999, 10000, 10000, 2, 2, 3, 3, 4, 4, 5, 6], 4],
  ];
}
