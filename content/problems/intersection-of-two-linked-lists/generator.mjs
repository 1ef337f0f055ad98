// LeetCode's bounds: 1 <= m, n <= 3 * 10^4 nodes, values in [1, 10^5].
const MAX_N = 30000;
const MAX_V = 100000;

/** Lists A = prefixA + tail and B = prefixB + tail; an empty tail means the lists never meet. */
function build(prefixA, prefixB, tail) {
  const listA = [...prefixA, ...tail];
  const listB = [...prefixB, ...tail];
  return [tail.length ? tail[0] : 0, listA, listB, prefixA.length, prefixB.length];
}

export default function generate(rng) {
  const cases = [
    build([], [], [1]),
    build([1], [1], []),
    build([], [5], [7, 7]),
    build([5, 6], [], [MAX_V]),
    build([3, 3, 3], [3], [3, 3]),
    build([1], [2, 3, 4], [1]),
    build([MAX_V, 1], [1, MAX_V], []),
    build([2], [2], [2]),
    build([1, 1, 1, 1], [1, 1], [1, 1, 1]),
    build([8, 4], [1, 8, 4], [8, 4, 5]),
  ];
  while (cases.length < 40) {
    const pick = (n) => (rng.bool() ? rng.intArray(n, 1, 4) : rng.intArray(n, 1, MAX_V));
    const big = rng.int(0, 3) === 0;
    const a = pick(rng.int(0, big ? 300 : 12));
    const b = pick(rng.int(0, big ? 300 : 12));
    const tail = rng.int(0, 3) === 0 ? [] : pick(rng.int(1, big ? 300 : 12));
    if (!a.length && !tail.length) a.push(1);
    if (!b.length && !tail.length) b.push(1);
    cases.push(build(a, b, tail));
  }
  return cases;
}

/** Full-size lists: long prefixes meeting at the last node, no meeting at all, and meeting at the very start. */
export function large(rng) {
  return [
    build(rng.intArray(MAX_N - 1, 1, MAX_V), rng.intArray(MAX_N - 1, 1, MAX_V), [MAX_V]),
    build(rng.intArray(MAX_N, 1, MAX_V), rng.intArray(MAX_N, 1, MAX_V), []),
    build([], [], rng.intArray(MAX_N, 1, MAX_V)),
    build(Array(MAX_N - 2).fill(1), [1], [1, 1]),
  ];
}
