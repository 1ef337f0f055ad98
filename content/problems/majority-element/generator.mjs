function make(rng, n, lo, hi) {
  const major = rng.int(lo, hi);
  const copies = rng.int(Math.floor(n / 2) + 1, n);
  const arr = Array.from({ length: n }, (_, i) => (i < copies ? major : rng.int(lo, hi)));
  return [rng.shuffle(arr)];
}

export default function generate(rng) {
  const cases = [
    [[1]],
    [[-1000000000]],
    [[5, 5]],
    [[1, 2, 1]],
    [[6, 5, 5]],
    [[1, 1, 2, 2, 2]],
    [[1000000000, -1000000000, 1000000000]],
    [[3, 3, 4, 4, 3]],
    [[-1, 1, 1, 1, 2, 1]],
  ];
  // Majority sits in the second half: a naive "first candidate" guess fails.
  cases.push([[...Array(1999).fill(7), ...Array(2001).fill(-7)]]);
  // Alternating values, majority wins by one.
  cases.push([Array.from({ length: 3999 }, (_, i) => (i % 2 === 0 ? 9 : i))]);
  for (let k = 0; k < 6; k++) cases.push(make(rng, rng.int(1, 15), -5, 5));
  for (let k = 0; k < 4; k++) cases.push(make(rng, rng.int(100, 1500), -1e9, 1e9));
  const n = 2001;
  const tight = Array.from({ length: n }, (_, i) => (i <= 1000 ? 42 : rng.int(-1e9, 1e9)));
  cases.push([rng.shuffle(tight)]);
  return cases;
}

/** n = 5 * 10^4, the stated maximum: the majority last, alternating, and winning by one among random values. */
export function large(rng) {
  const n = 50000;
  const tight = Array.from({ length: n - 1 }, (_, i) => (i < n / 2 ? 42 : rng.int(-1e9, 1e9)));
  return [
    [[...Array(n / 2 - 1).fill(7), ...Array(n / 2 + 1).fill(-7)]],
    [Array.from({ length: n - 1 }, (_, i) => (i % 2 === 0 ? 9 : i))],
    [rng.shuffle(tight)],
  ];
}
