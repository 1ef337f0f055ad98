function build(rng, k, nums, adds) {
  const calls = ['KthLargest'];
  const args = [[k, nums]];
  for (const v of adds) {
    calls.push('add');
    args.push([v]);
  }
  return [calls, args];
}
export default function generate(rng) {
  const cases = [
    build(rng, 1, [], [5]),
    build(rng, 1, [], [-10000, 10000, 0]),
    build(rng, 2, [1], [1, 1, 1]),
    build(rng, 3, [5, 5, 5, 5], [5, 4, 6, 6, 6]),
    build(rng, 2, [0], [-1, 1, -2, 2, -3, 3]),
    build(rng, 4, [7, 7, 7], [1, 2, 3, 8, 9, 10]),
    build(rng, 1, [3, 2, 1], [0, 0, 4]),
    build(rng, 2, [10000, -10000], [-10000, 10000]),
  ];
  // large k with a big initial array
  cases.push(build(rng, 1000, rng.intArray(999, -10000, 10000), rng.intArray(300, -10000, 10000)));
  cases.push(build(rng, 1, rng.intArray(1000, -10000, 10000), rng.intArray(1000, -10000, 10000)));
  cases.push(build(rng, 500, rng.intArray(1000, -10000, 10000), Array.from({ length: 500 }, (_, i) => 10000 - i)));
  while (cases.length < 24) {
    const k = rng.int(1, rng.bool() ? 5 : 500);
    const n = rng.int(Math.max(0, k - 1), k + rng.int(0, 300));
    const range = rng.bool() ? 20 : 10000;
    cases.push(build(rng, k, rng.intArray(n, -range, range), rng.intArray(rng.int(1, 400), -range, range)));
  }
  return cases;
}

/**
 * 10^4 numbers and 10^4 add calls, the stated maxima: re-sorting everything seen on each add costs about
 * 10^4 * 2 * 10^4 * log(2 * 10^4) steps.
 */
export function large(rng) {
  const n = 10000;
  return [
    build(rng, n + 1, rng.intArray(n, -10000, 10000), rng.intArray(n, -10000, 10000)),
    build(rng, 1, rng.intArray(n, -10000, 10000), Array.from({ length: n }, (_, i) => 10000 - (i % 20001))),
    build(rng, n / 2, Array.from({ length: n }, (_, i) => -10000 + i), rng.intArray(n, -10000, 10000)),
  ];
}
