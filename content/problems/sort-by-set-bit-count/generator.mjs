const M = 1000000;

export default function generate(rng) {
  const cases = [[[1]], [[M]], [[1, M]], [[M, 1]], [[1, 2, 4, 8, 16]], [[524287, 1, 1048575 - 48575]], [[3, 5, 6, 9, 10, 12]], [[7, 7, 7]]];
  while (cases.length < 28) cases.push([rng.intArray(rng.int(1, rng.bool() ? 12 : 3000), 1, rng.pick([16, 1000, M]))]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  const rising = Array.from({ length: n }, (_, i) => (i < n / 2 ? 1 << (i % 19) : 524287 - (i % 7)));
  return [[rising], [Array.from({ length: n }, (_, i) => (i % 20 === 0 ? M : 1 + (i % 2)))], [rng.intArray(n, 1, M)]];
}
