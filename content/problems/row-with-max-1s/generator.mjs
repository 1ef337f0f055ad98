function matrix(rng, n, m, zerosOf) {
  return Array.from({ length: n }, (_, i) => {
    const z = zerosOf(i);
    return Array.from({ length: m }, (_, j) => (j < z ? 0 : 1));
  });
}

export default function generate(rng) {
  const cases = [
    [[[0]]],
    [[[1]]],
    [[[0, 0, 0]]],
    [[[1], [1]]],
    [[[0], [0], [1]]],
    [[[0, 0, 1], [0, 1, 1], [0, 1, 1]]],
    [[[0, 0, 0, 0], [0, 0, 0, 1], [0, 0, 0, 0]]],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 6 : 60);
    const m = rng.int(1, rng.bool() ? 6 : 60);
    cases.push([matrix(rng, n, m, () => rng.int(rng.bool() ? 0 : m - 2, m))]);
  }
  return cases;
}

export function large(rng) {
  const n = 1000;
  return [
    [matrix(rng, n, n, (i) => n - Math.floor(i / 2))],
    [matrix(rng, n, n, () => n)],
    [matrix(rng, n, n, () => rng.int(0, n))],
  ];
}
