export default function generate(rng) {
  const cases = [
    [1, 1, 1],
    [1, 100, 100],
    [100, 1, 1],
    [100, 100, 100],
    [100, 100, 50],
    [1, 2, 1],
    [2, 4, 3],
    [3, 5, 1],
    [5, 3, 4],
    [99, 100, 50],
    [100, 99, 1],
    [97, 89, 1],
    [6, 9, 100],
    [7, 13, 10],
  ];
  while (cases.length < 34) {
    const m = rng.int(1, 100);
    const n = rng.int(1, 100);
    const d = rng.bool() ? rng.int(1, Math.max(m, n)) : rng.int(1, 100);
    cases.push([m, n, d]);
  }
  return cases;
}

export function large(rng) {
  return [[100, 99, 50], [99, 100, 50], [97, 100, 1], [rng.int(90, 100), rng.int(90, 100), rng.int(1, 100)]];
}
