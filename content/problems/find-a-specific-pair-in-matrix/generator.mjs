const M = 1000000;
const square = (rng, n, lo, hi) => Array.from({ length: n }, () => rng.intArray(n, lo, hi));

export default function generate(rng) {
  const cases = [
    [[[-M, -M], [-M, M]]],
    [[[M, M], [M, -M]]],
    [[[0, 0], [0, 0]]],
    [[[9, 8, 7], [6, 5, 4], [3, 2, 1]]],
    [[[1, 2, 3], [4, 5, 6], [7, 8, 9]]],
    [[[M, -M, M], [-M, M, -M], [M, -M, M]]],
  ];
  while (cases.length < 28) {
    const n = rng.int(2, rng.bool() ? 6 : 40);
    const hi = rng.pick([5, 1000, M]);
    cases.push([square(rng, n, -hi, hi)]);
  }
  return cases;
}

export function large(rng) {
  const n = 500;
  const falling = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => M - 2000 * i - 2000 * j));
  return [[falling], [square(rng, n, -M, M)], [square(rng, n, -3, 3)]];
}
