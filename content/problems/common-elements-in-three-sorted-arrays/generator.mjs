const M = 10000000;
const sorted = (arr) => arr.sort((x, y) => x - y);

export default function generate(rng) {
  const cases = [
    [[1], [1], [1]],
    [[1], [2], [1]],
    [[-M], [-M, M], [-M]],
    [[M, M], [M], [M, M, M]],
    [[1, 2, 3, 4], [2, 4], [4]],
    [[-5, -5, 0, 0], [-5, 0], [-5, -5, 0]],
  ];
  while (cases.length < 28) {
    const hi = rng.pick([5, 30, 1000, M]);
    const make = () => sorted(rng.intArray(rng.int(1, rng.bool() ? 10 : 2000), -hi, hi));
    cases.push([make(), make(), make()]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const evens = Array.from({ length: n }, (_, i) => -M + 2 * i);
  const odds = Array.from({ length: n }, (_, i) => -M + 1 + 2 * i);
  const top = Array.from({ length: n }, (_, i) => M - n + 1 + i);
  return [
    [evens, odds, evens],
    [top, top, top],
    [sorted(rng.intArray(n, -M, M)), sorted(rng.intArray(n, -M, M)), sorted(rng.intArray(n, -M, M))],
  ];
}
