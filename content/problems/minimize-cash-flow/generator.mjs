function matrix(rng, n, density, hi) {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i !== j && rng.float() < density ? rng.int(1, hi) : 0)));
}

export default function generate(rng) {
  const cases = [
    [[[0]]],
    [[[0, 10000], [0, 0]]],
    [[[0, 7], [3, 0]]],
    [[[0, 1, 0], [0, 0, 1], [1, 0, 0]]],
    [[[0, 10, 0, 0], [0, 0, 10, 0], [0, 0, 0, 10], [0, 0, 0, 0]]],
    [matrix(rng, 5, 1, 1)],
  ];
  while (cases.length < 30) cases.push([matrix(rng, rng.int(1, rng.pick([5, 40])), rng.pick([0.1, 0.5, 1]), rng.pick([10, 10000]))]);
  return cases;
}

export function large(rng) {
  return [[matrix(rng, 100, 1, 10000)], [matrix(rng, 100, 0.3, 10000)]];
}
