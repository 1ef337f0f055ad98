const N = 3000;
const V = 100000;

export default function generate(rng) {
  const cases = [
    [[1, 1, 1], 3],
    [[1, 1, 1], 2],
    [[V, V, V], 3 * V],
    [[V, V, 1], 3 * V],
    [[1, 2, 3, 4], 1],
    [[5, 5, 10], 15],
    [[5, 10, 20], 15],
    [[2, 7, 4, 1, 9], 20],
    [[3, 3, 3, 3], 9],
  ];
  while (cases.length < 30) {
    const n = rng.int(3, rng.bool() ? 12 : 400);
    const hi = rng.pick([10, 1000, V]);
    const arr = rng.intArray(n, 1, hi);
    const x = rng.bool() ? arr[0] + arr[1] + arr[2] : rng.int(1, 3 * hi);
    cases.push([rng.shuffle(arr), x]);
  }
  return cases;
}

/** Full size with no valid triple (even values, odd target; or all sums too small), and one found only at the end. */
export function large(rng) {
  const even = Array.from({ length: N }, () => 2 * rng.int(1, V / 2));
  const late = rng.intArray(N, 1, 30000);
  late[N - 3] = 100000;
  late[N - 2] = 100000;
  late[N - 1] = 99999;
  return [
    [even, 150001],
    [rng.intArray(N, 1, 90000), 300000],
    [late, 299999],
    [new Array(N).fill(V), 1],
  ];
}
