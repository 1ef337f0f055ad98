// Random distinct points with a few planted collinear sets.
function distinctPoints(rng, n, lo, hi, seed = []) {
  const seen = new Set(seed.map(([x, y]) => `${x},${y}`));
  const pts = [...seed];
  while (pts.length < n) {
    const p = [rng.int(lo, hi), rng.int(lo, hi)];
    const key = `${p[0]},${p[1]}`;
    if (!seen.has(key)) {
      seen.add(key);
      pts.push(p);
    }
  }
  return rng.shuffle(pts);
}

function line(rng, count, lo, hi) {
  for (;;) {
    const dx = rng.int(-40, 40);
    const dy = rng.int(-40, 40);
    if (dx === 0 && dy === 0) continue;
    const x0 = rng.int(lo, hi);
    const y0 = rng.int(lo, hi);
    const pts = [];
    for (let t = 0; t < count; t++) {
      const x = x0 + t * dx;
      const y = y0 + t * dy;
      if (x < lo || x > hi || y < lo || y > hi) break;
      pts.push([x, y]);
    }
    if (pts.length >= Math.min(count, 3)) return pts;
  }
}

function planted(rng, n, lines, perLine, lo, hi) {
  const seed = [];
  const seen = new Set();
  for (let l = 0; l < lines; l++) {
    for (const p of line(rng, perLine, lo, hi)) {
      const key = `${p[0]},${p[1]}`;
      if (!seen.has(key) && seed.length < n) {
        seen.add(key);
        seed.push(p);
      }
    }
  }
  return [distinctPoints(rng, n, lo, hi, seed)];
}

export default function generate(rng) {
  const cases = [
    [[[0, 0]]],
    [[[10000, -10000]]],
    [[[0, 0], [1, 1]]],
    [[[0, 0], [0, 5], [0, -3], [1, 1]]],
    [[[0, 0], [5, 0], [-3, 0], [1, 1]]],
    [[[-10000, -10000], [10000, 10000], [0, 0], [1, 2]]],
    [[[0, 0], [9999, 10000], [10000, 9999], [-10000, -9998]]],
    [[[1, 1], [2, 2], [3, 3], [1, 2], [2, 4], [3, 6]]],
    [[[0, 0], [1, 3], [2, 6], [3, 9], [1, 0], [2, 0]]],
    [[[2, 3], [3, 3], [-5, 3], [0, 0], [1, 1]]],
    [Array.from({ length: 300 }, (_, i) => [i - 150, 2 * (i - 150) + 7])],
    [Array.from({ length: 300 }, (_, i) => [i % 20, Math.floor(i / 20)])],
  ];
  for (let k = 0; k < 5; k++) cases.push([distinctPoints(rng, rng.int(2, 12), -4, 4)]);
  for (let k = 0; k < 4; k++) cases.push(planted(rng, rng.int(20, 150), 3, rng.int(4, 15), -10000, 10000));
  cases.push(planted(rng, 300, 5, 30, -10000, 10000));
  cases.push([distinctPoints(rng, 300, -10000, 10000)]);
  cases.push([distinctPoints(rng, 300, -12, 12)]);
  return cases;
}
