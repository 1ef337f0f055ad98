const M = 100000;

export default function generate(rng) {
  const cases = [
    [[0]],
    [[M]],
    [[-M]],
    [[M, -M]],
    [[1, 2, 3]],
    [[-1, -2, -3]],
    [[5, 0]],
    [[3, 4, -7]],
    [[1, -1]],
    [[2, 3, -1, -2, 5]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 10 : 3000);
    const arr = rng.intArray(n, rng.bool() ? 1 : -20, rng.pick([20, M]));
    cases.push([arr]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const up = Array.from({ length: n }, () => M);
  const down = Array.from({ length: n }, () => -M);
  const late = Array.from({ length: n }, (_, i) => (i === n - 1 ? -(n - 1) : 1));
  return [[up], [down], [late], [rng.intArray(n, 1, M)]];
}
