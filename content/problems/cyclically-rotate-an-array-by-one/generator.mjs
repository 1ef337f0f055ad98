export default function generate(rng) {
  const cases = [[[0]], [[100000]], [[1, 2]], [[7, 7, 7]], [[0, 100000, 0]], [[3, 2, 1]]];
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    cases.push([rng.intArray(n, 0, rng.pick([9, 100000]))]);
  }
  return cases;
}

export function large(rng) {
  return [[Array.from({ length: 100000 }, (_, i) => i)], [rng.intArray(100000, 0, 100000)]];
}
