export default function generate(rng) {
  const MAX = 2147483647;
  const cases = [
    [[1], []],
    [[1], [1]],
    [[2], [1]],
    [[MAX], [MAX]],
    [[MAX, MAX], [MAX - 1, MAX]],
    [[1, 1, 1], [1, 1, 1]],
    [[10, 9, 8, 7], [5, 6, 7, 8]],
    [Array(30000).fill(1), Array(30000).fill(1)],
  ];
  while (cases.length < 24) {
    const n = rng.int(1, rng.bool() ? 10 : 3000);
    const m = rng.int(0, rng.bool() ? 10 : 3000);
    const hi = rng.pick([5, 100, MAX]);
    cases.push([rng.intArray(n, 1, hi), rng.intArray(m, 1, hi)]);
  }
  return cases;
}

/** 3 * 10^4 children and 3 * 10^4 cookies, the stated maxima: every child looks through every cookie. */
export function large(rng) {
  const n = 30000;
  const MAX = 2147483647;
  return [
    [rng.intArray(n, 1, MAX), rng.intArray(n, 1, MAX)],
    [rng.intArray(n, 1, 100), rng.intArray(n, 1, 100)],
    [Array(n).fill(MAX), rng.intArray(n, 1, MAX - 1)],
    [rng.intArray(n, 1, 1000), rng.intArray(n, 1000, 2000)],
    [rng.intArray(n, 1, MAX), Array(n).fill(1)],
    [Array(n).fill(7), Array(n).fill(7)],
  ];
}
