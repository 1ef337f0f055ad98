export default function generate(rng) {
  const cases = [
    [[1, 1], [1, 1], 1],
    [[1, 1], [2, 2], 2],
    [[1, 2], [2, 1], 2],
    [[1, 1], [2, 2], 3],
    [[1, 1], [3, 3], 3],
    [[2, 2], [1, 1], 3],
    [[1, 1], [2, 3], 3],
    [[1, 1], [2, 2], 4],
    [[1, 1], [4, 4], 4],
    [[1, 1], [1, 2], 8],
    [[1, 1], [8, 8], 8],
    [[500, 500], [501, 501], 1000],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 8 : 300);
    cases.push([[rng.int(1, n), rng.int(1, n)], [rng.int(1, n), rng.int(1, n)], n]);
  }
  return cases;
}

export function large(rng) {
  const n = 1000;
  return [
    [[1, 1], [1000, 1000], n],
    [[1000, 1], [1, 1000], n],
    [[1, 1], [2, 2], n],
    [[rng.int(1, n), rng.int(1, n)], [rng.int(1, n), rng.int(1, n)], n],
  ];
}
