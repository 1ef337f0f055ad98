const MIN = -2147483648;
const MAX = 2147483647;

export default function generate(rng) {
  const seq = (n) => Array.from({ length: n }, (_, i) => i + 1);
  const cases = [
    [[1], 0],
    [[1], 100000],
    [[1, 2], 1],
    [[1, 2], 2],
    [[1, 2], 3],
    [[MIN, MAX, 0], 1],
    [seq(7), 0],
    [seq(7), 7],
    [seq(7), 10],
    [seq(6), 4],
    [seq(6), 2],
    [seq(3000), 99999],
    [seq(2000), 100000],
  ];
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(1, 15), -9, 9), rng.int(0, 30)]);
  for (let k = 0; k < 3; k++) cases.push([rng.intArray(rng.int(100, 2000), MIN, MAX), rng.int(0, 100000)]);
  cases.push([rng.intArray(3000, -999, 999), rng.int(1, 2999)]);
  cases.push([rng.intArray(3000, 0, 9), 77777]);
  return cases;
}

/**
 * n = 10^5 with k near n / 2 or n - 1: shifting by one place k times costs n * k = 5 * 10^9 moves and more. Values stay
 * short so that one answer fits in the judge's output limit.
 */
export function large(rng) {
  const n = 100000;
  const seq = Array.from({ length: n }, (_, i) => i + 1);
  return [
    [seq, 50000],
    [rng.intArray(n, 0, 9), 99999],
    [rng.intArray(n, -99, 99), 100000 - 1],
    [seq, 49999],
  ];
}
