function sorted(rng, n, lo, hi) {
  return rng.intArray(n, lo, hi).sort((a, b) => a - b);
}

function make(a, b) {
  return [[...a, ...b.map(() => 0)], a.length, b, b.length];
}

export default function generate(rng) {
  const cases = [
    make([], [5]),
    make([-1], []),
    make([0], [0]),
    make([4, 5, 6], [1, 2, 3]),
    make([1, 2, 3], [4, 5, 6]),
    make([1, 1, 1], [1, 1]),
    make([-1000000000, 1000000000], [0]),
    make([2], [1]),
    make([-5, -3, 0, 0, 7], [-4, 0, 8]),
    make([], [-2, -1, 0, 0]),
  ];
  for (let k = 0; k < 8; k++) cases.push(make(sorted(rng, rng.int(0, 10), -10, 10), sorted(rng, rng.int(1, 10), -10, 10)));
  for (let k = 0; k < 4; k++) {
    const m = rng.int(0, 200);
    cases.push(make(sorted(rng, m, -1e9, 1e9), sorted(rng, rng.int(m === 0 ? 1 : 0, 200 - m), -1e9, 1e9)));
  }
  cases.push(make(sorted(rng, 100, 0, 50), sorted(rng, 100, 0, 50)));
  cases.push(make(sorted(rng, 200, -1e9, 1e9), []));
  return cases;
}

/** m + n = 200, the stated maximum: everything in nums2 (m = 0), and an even split, with values at both extremes. */
export function large(rng) {
  const b = sorted(rng, 200, -1000000000, 1000000000);
  b[0] = -1000000000;
  b[199] = 1000000000;
  return [make([], b), make(sorted(rng, 100, -1000000000, 1000000000), sorted(rng, 100, -1000000000, 1000000000))];
}
