function flightsOf(rng, n, m, maxP) {
  const pairs = [];
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b) pairs.push([a, b]);
  return rng.shuffle(pairs).slice(0, m).map(([a, b]) => [a, b, rng.int(1, maxP)]);
}

export default function generate(rng) {
  const cases = [
    [2, [], 0, 1, 0], [2, [[0, 1, 10000]], 0, 1, 0], [2, [[1, 0, 5]], 0, 1, 1], [3, [[0, 1, 1], [1, 2, 1]], 0, 2, 0], [3, [[0, 1, 1], [1, 2, 1]], 0, 2, 2],
    [4, [[0, 1, 1], [1, 2, 1], [2, 3, 1], [0, 3, 10]], 0, 3, 1], [4, [[0, 1, 1], [1, 2, 1], [2, 3, 1], [0, 3, 10]], 0, 3, 2],
    [5, [[0, 1, 5], [1, 2, 5], [0, 3, 2], [3, 1, 2], [1, 4, 1], [2, 4, 1]], 0, 4, 1], [100, [[0, 99, 1]], 99, 0, 99],
  ];
  for (let i = 0; i < 10; i++) {
    const n = rng.int(2, 8), m = rng.int(0, (n * (n - 1)) / 2);
    const src = rng.int(0, n - 1);
    let dst = rng.int(0, n - 1);
    if (dst === src) dst = (src + 1) % n;
    cases.push([n, flightsOf(rng, n, m, 20), src, dst, rng.int(0, n - 1)]);
  }
  for (let i = 0; i < 4; i++) {
    const n = rng.int(40, 100);
    cases.push([n, flightsOf(rng, n, rng.int(n, 2 * n), 10000), 0, n - 1, rng.int(0, 3)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100;
  const dense = flightsOf(rng, n, 4950, 10000);
  const chain = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n && chain.length < 4950; b++) chain.push([a, b, b === a + 1 ? 1 : 10000]);
  return [[n, flightsOf(rng, n, 4950, 10000), 5, 94, 99], [n, dense, 0, 99, 98], [n, chain, 0, 99, 98], [n, flightsOf(rng, n, 4950, 5), 3, 7, 99]];
}
