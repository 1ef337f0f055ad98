export default function generate(rng) {
  const cases = [
    [[[1, 1]], 1],
    [[[1, 1000]], 1000000],
    [[[1000, 1000]], 1000000],
    [[[1000, 1000]], 1],
    [[[3, 5], [3, 5], [3, 5]], 7],
    [Array.from({ length: 1000 }, () => [1000, 1000]), 1000000],
    [[[2, 1], [2, 1000], [2, 500]], 3],
  ];
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 8 : 1000);
    const types = Array.from({ length: n }, () => [rng.int(1, rng.pick([5, 1000])), rng.int(1, 1000)]);
    const total = types.reduce((s, t) => s + t[0], 0);
    cases.push([types, rng.int(1, Math.min(1000000, total + 10))]);
  }
  return cases;
}
