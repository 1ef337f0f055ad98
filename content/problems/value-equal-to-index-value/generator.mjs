const M = 1000000;

export default function generate(rng) {
  const cases = [[[1]], [[2]], [[M]], [[1, 2, 3]], [[3, 2, 1]], [[2, 1]], [[1, 1, 1, 4]]];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const arr = rng.intArray(n, 1, rng.pick([n, 2 * n, M]));
    cases.push([arr]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[Array.from({ length: n }, (_, i) => i + 1)], [rng.intArray(n, 1, n)], [Array.from({ length: n }, () => M)]];
}
