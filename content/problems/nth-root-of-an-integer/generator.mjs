export default function generate(rng) {
  const cases = [
    [1, 1],
    [30, 1],
    [1, 1000000000],
    [2, 1000000000],
    [3, 1000000000],
    [9, 1000000000],
    [30, 1000000000],
    [29, 536870912],
    [30, 1073741823 % 1000000000],
    [2, 999950884],
    [2, 999950883],
    [5, 7776],
    [6, 7776],
    [3, 2],
  ];
  while (cases.length < 40) {
    const n = rng.int(1, rng.bool() ? 4 : 30);
    if (rng.bool()) {
      const top = Math.floor(Math.pow(1e9, 1 / n) + 1e-9);
      const x = rng.int(1, Math.max(1, top));
      let p = 1;
      for (let i = 0; i < n; i++) p *= x;
      if (p <= 1e9) cases.push([n, p + (rng.int(0, 3) === 0 ? 1 : 0)]);
    } else cases.push([n, rng.int(1, 1000000000)]);
  }
  return cases;
}

/**
 * n = 1 with m near the top: counting up from 1 needs close to a billion candidates per test, so several of them
 * (plus one n = 2 case) are needed to push the linear scan past the limit.
 */
export function large(rng) {
  const tests = [[1, 1000000000], [1, 999999999], [1, 999999937]];
  while (tests.length < 14) tests.push([1, rng.int(900000000, 1000000000)]);
  tests.push([2, 999999999]);
  return tests;
}
