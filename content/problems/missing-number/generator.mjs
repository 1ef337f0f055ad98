function make(rng, n, missing) {
  const values = [];
  for (let v = 0; v <= n; v++) if (v !== missing) values.push(v);
  return [rng.shuffle(values)];
}

export default function generate(rng) {
  const cases = [[[0]], [[1]], [[1, 2]], [[0, 2]], [[2, 0]], [[1, 0]]];
  cases.push([Array.from({ length: 10000 }, (_, i) => i)]);
  cases.push([Array.from({ length: 10000 }, (_, i) => i + 1)]);
  cases.push(make(rng, 10000, 5000));
  for (let k = 0; k < 8; k++) {
    const n = rng.int(2, 20);
    cases.push(make(rng, n, rng.int(0, n)));
  }
  for (let k = 0; k < 5; k++) {
    const n = rng.int(100, 10000);
    cases.push(make(rng, n, rng.int(0, n)));
  }
  return cases;
}
