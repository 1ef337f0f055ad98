const V = 1000000000;

function rows(rng, m, n, hi) {
  return Array.from({ length: m }, () => rng.intArray(n, 0, hi));
}

export default function generate(rng) {
  const cases = [
    [[[0]]],
    [[[V]]],
    [[[0], [V]]],
    [[[V, 0], [0, V]]],
    [[[7, 7, 7], [7, 7, 7]]],
    [[[1, 2, 3], [3, 2, 1], [2, 3, 1]]],
    [[[1, 2, 3], [4, 5, 6], [1, 5, 9]]],
    [[[4, 4, 1], [1, 1, 4], [4, 9, 9], [4, 1, 0]]],
  ];
  while (cases.length < 30) {
    const m = rng.int(1, rng.bool() ? 4 : 30);
    const n = rng.int(1, rng.bool() ? 8 : 300);
    const hi = rng.pick([3, 20, 1000, V]);
    cases.push([rows(rng, m, n, hi)]);
  }
  return cases;
}

/**
 * 50 rows of 20000: every row a shuffled copy of the same 20000 values (all common, so each search runs through half a
 * row on average), a variant with the last row disjoint, and random small values.
 */
export function large(rng) {
  const base = Array.from({ length: 20000 }, (_, i) => 3 * i);
  const same = Array.from({ length: 50 }, () => rng.shuffle(base));
  const lastDiffers = same.map((row, i) => (i === 49 ? row.map((v) => v + 1) : row));
  return [[same], [lastDiffers], [rows(rng, 50, 20000, 30000)]];
}
