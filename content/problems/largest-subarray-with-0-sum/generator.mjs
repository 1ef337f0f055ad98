const N = 100000;

export default function generate(rng) {
  const cases = [
    [[0]],
    [[5]],
    [[-1000]],
    [[1000, -1000]],
    [[0, 0, 0, 0]],
    [[1, 2, 3]],
    [[-1, 1, -1, 1, -1]],
    [[3, 4, -7, 3, 1, 3, 1, -4, -2, -2]],
    [[1000, 1000, -1000, -1000, 5]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const hi = rng.pick([2, 10, 1000]);
    cases.push([rng.intArray(n, -hi, hi)]);
  }
  return cases;
}

/** Full size: all positive (no zero block at all), a long zero block far from the start, random values. */
export function large(rng) {
  const withBlock = rng.intArray(N, 1, 1000);
  for (let i = 70000; i < 70000 + 2000; i++) withBlock[i] = i % 2 ? -1000 : 1000;
  return [
    [rng.intArray(N, 1, 1000)],
    [withBlock],
    [rng.intArray(N, -1000, 1000)],
    [Array.from({ length: N }, (_, i) => (i % 3 === 2 ? -1000 : 999))],
  ];
}
