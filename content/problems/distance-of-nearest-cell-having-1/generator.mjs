function grid(rng, n, m, density) {
  const g = Array.from({ length: n }, () => Array.from({ length: m }, () => (rng.float() < density ? 1 : 0)));
  g[rng.int(0, n - 1)][rng.int(0, m - 1)] = 1;
  return g;
}

export default function generate(rng) {
  const cases = [
    [[[1]]],
    [[[1, 1], [1, 1]]],
    [[[0, 0, 0, 0, 1]]],
    [[[1], [0], [0], [0]]],
    [[[0, 0, 0], [0, 1, 0], [0, 0, 0]]],
    [[[1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]]],
  ];
  for (let t = 0; t < 12; t++) cases.push([grid(rng, rng.int(1, 7), rng.int(1, 7), rng.pick([0.05, 0.3, 0.6]))]);
  for (let t = 0; t < 4; t++) cases.push([grid(rng, rng.int(20, 60), rng.int(20, 60), rng.pick([0.001, 0.1, 0.5]))]);
  return cases;
}

export function large(rng) {
  const n = 500;
  const half = grid(rng, n, n, 0.5);
  const stripes = Array.from({ length: n }, (_, i) => new Array(n).fill(i % 3 === 0 ? 1 : 0));
  const dense = grid(rng, n, n, 0.9);
  return [[half], [stripes], [dense]];
}
