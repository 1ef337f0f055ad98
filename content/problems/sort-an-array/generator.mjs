const M = 50000;

export default function generate(rng) {
  const cases = [[[0]], [[-M]], [[M]], [[M, -M]], [[3, 3, 3, 3]], [[1, 2, 3, 4, 5]], [[5, 4, 3, 2, 1]], [[2, -1, 2, -1, 0]]];
  for (let k = 0; k < 12; k++) cases.push([rng.intArray(rng.int(1, 15), -10, 10)]);
  for (let k = 0; k < 4; k++) cases.push([rng.intArray(rng.int(500, 4000), -M, M)]);
  return cases;
}

export function large(rng) {
  const n = 50000;
  return [
    [rng.intArray(n, -M, M)],
    [Array.from({ length: n }, (_, i) => M - 2 * i)],
    [Array.from({ length: n }, (_, i) => -M + 2 * i)],
    [rng.intArray(n, -2, 2)],
  ];
}
