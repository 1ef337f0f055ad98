function make(rng, n, missing) {
  const values = [];
  for (let v = 0; v <= n; v++) if (v !== missing) values.push(v);
  return [rng.shuffle(values)];
}

export default function generate(rng) {
  const cases = [[[0]], [[1]], [[1, 2]], [[0, 2]], [[2, 0]], [[1, 0]]];
  cases.push([Array.from({ length: 2000 }, (_, i) => i)]);
  cases.push([Array.from({ length: 2000 }, (_, i) => i + 1)]);
  cases.push(make(rng, 2000, 1000));
  for (let k = 0; k < 8; k++) {
    const n = rng.int(2, 20);
    cases.push(make(rng, n, rng.int(0, n)));
  }
  for (let k = 0; k < 5; k++) {
    const n = rng.int(100, 2000);
    cases.push(make(rng, n, rng.int(0, n)));
  }
  return cases;
}

/** n = 10^4, the stated maximum: the missing number last, first and in the middle. */
export function large(rng) {
  const n = 10000;
  return [[Array.from({ length: n }, (_, i) => i)], [Array.from({ length: n }, (_, i) => i + 1)], make(rng, n, n / 2)];
}
