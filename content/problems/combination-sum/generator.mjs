function count(cands, target) {
  const sorted = [...cands].sort((a, b) => a - b);
  let c = 0;
  const go = (start, remain) => {
    if (c >= 150) return;
    if (remain === 0) {
      c++;
      return;
    }
    for (let i = start; i < sorted.length && sorted[i] <= remain; i++) go(i, remain - sorted[i]);
  };
  go(0, target);
  return c;
}

export default function generate(rng) {
  const cases = [
    [[2], 2],
    [[2], 40],
    [[2], 39],
    [[40], 40],
    [[39, 40], 1],
    [[7, 3, 2], 18],
    [[8, 7, 4, 3], 11],
    [[5, 10, 8, 4, 3, 12, 9], 27],
    [Array.from({ length: 30 }, (_, i) => 40 - i), 40],
    [[3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37], 40],
  ];
  for (const [c, t] of cases) if (count(c, t) >= 150) throw new Error('too many combinations');
  while (cases.length < 30) {
    const k = rng.int(1, rng.bool() ? 6 : 30);
    const pool = Array.from({ length: 39 }, (_, i) => i + 2);
    const cands = rng.shuffle(pool).slice(0, k);
    const target = rng.int(1, 40);
    if (count(cands, target) >= 150) continue;
    cases.push([cands, target]);
  }
  return cases;
}
