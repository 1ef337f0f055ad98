const N = 100000;
const V = 100000000;
const sorted = (arr) => arr.sort((x, y) => x - y);

export default function generate(rng) {
  const cases = [
    [[0], [V], 1],
    [[0], [V], 2],
    [[V], [0], 1],
    [[1, 2, 3], [4, 5, 6], 3],
    [[1, 2, 3], [4, 5, 6], 4],
    [[4, 5, 6], [1, 2, 3], 6],
    [[7, 7, 7], [7, 7], 4],
    [[1, 3, 5, 7, 9], [2], 1],
    [[1, 3, 5, 7, 9], [2], 6],
    [[10], [1, 2, 3, 4, 5, 6, 7, 8, 9, 11], 10],
  ];
  while (cases.length < 32) {
    const n = rng.int(1, rng.bool() ? 10 : 3000);
    const m = rng.int(1, rng.bool() ? 10 : 3000);
    const hi = rng.pick([5, 1000, V]);
    cases.push([sorted(rng.intArray(n, 0, hi)), sorted(rng.intArray(m, 0, hi)), rng.int(1, n + m)]);
  }
  return cases;
}

/** Full-size arrays with k at the end, in the middle, and with one array entirely before the other. */
export function large(rng) {
  const a = sorted(rng.intArray(N, 0, V));
  const b = sorted(rng.intArray(N, 0, V));
  return [
    [a, b, 2 * N],
    [a, b, N],
    [Array.from({ length: N }, (_, i) => i), Array.from({ length: N }, (_, i) => V - N + i), N + 1],
    [b, [V], N],
  ];
}
