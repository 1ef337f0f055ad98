export default function generate(rng) {
  const cases = [[[0]], [[10000]], [[7]], [[0, 0, 0]], [[10000, 10000, 10000, 10000]], [[1, 2, 4, 8, 16, 32, 64, 128]], [[3, 3, 3]], [[0, 10000]]];
  while (cases.length < 26) {
    const n = rng.int(1, 10);
    cases.push([rng.intArray(n, 0, rng.pick([5, 100, 10000]))]);
  }
  return cases;
}

// n = 15: 32768 sums per test.
export function large(rng) {
  return [[rng.intArray(15, 0, 10000)], [new Array(15).fill(10000)], [rng.intArray(15, 0, 3)]];
}
