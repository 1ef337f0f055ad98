const N = 100000;

function make(rng, n, rep, miss) {
  const values = [];
  for (let v = 1; v <= n; v++) if (v !== miss) values.push(v);
  values.push(rep);
  return rng.shuffle(values);
}

export default function generate(rng) {
  const cases = [
    [[1, 1]],
    [[2, 2]],
    [[1, 2, 2]],
    [[3, 1, 1]],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 9]],
    [[10, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [[1, 1, 2, 3, 4, 5]],
  ];
  while (cases.length < 30) {
    const n = rng.int(2, rng.bool() ? 12 : 3000);
    const miss = rng.int(1, n);
    let rep = rng.int(1, n);
    while (rep === miss) rep = rng.int(1, n);
    cases.push([make(rng, n, rep, miss)]);
  }
  return cases;
}

/** Full-size permutations with the defect at the ends of the range and in the middle. */
export function large(rng) {
  return [
    [make(rng, N, N, 1)],
    [make(rng, N, 1, N)],
    [make(rng, N, rng.int(1, N / 2), rng.int(N / 2 + 1, N))],
    [Array.from({ length: N }, (_, i) => (i === N - 1 ? N - 1 : i + 1))],
  ];
}
