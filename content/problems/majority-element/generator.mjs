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
  cases.push([[...Array(24999).fill(7), ...Array(25001).fill(-7)]]);
  // Alternating values, majority wins by one.
  cases.push([Array.from({ length: 49999 }, (_, i) => (i % 2 === 0 ? 9 : i))]);
  for (let k = 0; k < 6; k++) cases.push(make(rng, rng.int(1, 15), -5, 5));
  for (let k = 0; k < 4; k++) cases.push(make(rng, rng.int(100, 5000), -1e9, 1e9));
  const n = 20001;
  const tight = Array.from({ length: n }, (_, i) => (i <= 10000 ? 42 : rng.int(-1e9, 1e9)));
  cases.push([rng.shuffle(tight)]);
  return cases;
}
