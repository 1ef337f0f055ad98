const M = 1000000000;
const sorted = (a) => a.sort((x, y) => x - y);

export default function generate(rng) {
  const cases = [
    [[1], [1]],
    [[1], [2]],
    [[-M, M], [-M, M]],
    [[-M, -M, -M], [-M]],
    [[M], [M, M]],
    [[1, 2, 3], [4, 5, 6]],
    [[1, 1, 2, 2], [1, 2, 2, 2]],
  ];
  while (cases.length < 28) {
    const hi = rng.pick([5, 50, M]);
    cases.push([sorted(rng.intArray(rng.int(1, rng.bool() ? 10 : 2000), -hi, hi)), sorted(rng.intArray(rng.int(1, rng.bool() ? 10 : 2000), -hi, hi))]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const evens = Array.from({ length: n }, (_, i) => -M + 2 * i);
  const odds = Array.from({ length: n }, (_, i) => -M + 1 + 2 * i);
  const top = Array.from({ length: n }, (_, i) => M - n + 1 + i);
  return [[evens, odds], [top, top], [sorted(rng.intArray(n, -1000, 1000)), sorted(rng.intArray(n, -1000, 1000))]];
}
