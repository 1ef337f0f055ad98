const N = 100000;
const V = 1000000;

export default function generate(rng) {
  const cases = [
    [[0]],
    [[V]],
    [[1, 2]],
    [[V, V]],
    [[1, 2, 1]],
    [[1, 2, 1, 2]],
    [[3, 3, 4, 4, 3]],
    [[5, 1, 5, 2, 5, 3, 5, 4]],
    [[5, 1, 5, 2, 5, 3, 5, 4, 5]],
    [[0, 0, 0, 1, 1, 1, 1]],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    const hi = rng.pick([1, 3, V]);
    const arr = rng.intArray(n, 0, hi);
    if (rng.bool()) {
      const m = rng.int(0, hi);
      const copies = Math.floor(n / 2) + rng.int(0, 1);
      for (let i = 0; i < copies; i++) arr[i] = m;
      cases.push([rng.shuffle(arr)]);
    } else cases.push([arr]);
  }
  return cases;
}

/** Full size: no majority (every value has to be counted), exactly half, and a bare majority at the end. */
export function large(rng) {
  const half = Array.from({ length: N }, (_, i) => (i % 2 ? 7 : rng.int(0, V)));
  const bare = Array.from({ length: N }, (_, i) => (i < N / 2 - 1 ? i : 42));
  return [[rng.intArray(N, 0, V)], [half], [bare], [Array.from({ length: N }, (_, i) => (i === 0 ? V : i))], [rng.intArray(N, 0, 3)]];
}
