// Sorted, pairwise non-overlapping (and non-touching) intervals within [0, max].
function disjoint(rng, n, max) {
  const points = new Set();
  while (points.size < 2 * n) points.add(rng.int(0, max));
  const sorted = [...points].sort((a, b) => a - b);
  const out = [];
  for (let i = 0; i < n; i++) {
    const s = sorted[2 * i];
    // Allow zero-length intervals sometimes.
    out.push([s, rng.float() < 0.1 ? s : sorted[2 * i + 1]]);
  }
  return out;
}

function fresh(rng, max, maxLen) {
  const s = rng.int(0, max);
  return [s, Math.min(max, s + rng.int(0, maxLen))];
}

export default function generate(rng) {
  const cases = [
    [[], [0, 0]],
    [[[1, 5]], [2, 3]],
    [[[1, 5]], [2, 7]],
    [[[1, 5]], [6, 8]],
    [[[1, 5]], [0, 0]],
    [[[1, 5]], [0, 1]],
    [[[1, 5]], [5, 5]],
    [[[3, 5], [12, 15]], [6, 6]],
    [[[1, 2], [4, 5]], [2, 4]],
    [[[0, 0], [2, 2], [4, 4]], [0, 100000]],
    [[[1, 3], [6, 9]], [10, 100000]],
  ];
  for (let k = 0; k < 6; k++) cases.push([disjoint(rng, rng.int(0, 6), 30), fresh(rng, 30, 8)]);
  for (let k = 0; k < 3; k++) cases.push([disjoint(rng, rng.int(50, 2000), 100000), fresh(rng, 100000, 3000)]);
  cases.push([disjoint(rng, 2000, 100000), fresh(rng, 100000, 50000)]);
  cases.push([disjoint(rng, 2000, 100000), [100000, 100000]]);
  return cases;
}

/** 10^4 intervals, the stated maximum, with the new one swallowing many, landing at the end, or in a gap. */
export function large(rng) {
  const n = 10000;
  return [
    [disjoint(rng, n, 100000), fresh(rng, 100000, 50000)],
    [disjoint(rng, n, 100000), [100000, 100000]],
    [disjoint(rng, n, 100000), [0, 100000]],
  ];
}
