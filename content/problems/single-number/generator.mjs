function make(rng, pairs, lo, hi) {
  const values = new Set();
  while (values.size < pairs + 1) values.add(rng.int(lo, hi));
  const [single, ...rest] = [...values];
  return [rng.shuffle([single, ...rest, ...rest])];
}

export default function generate(rng) {
  const cases = [
    [[0]],
    [[-30000]],
    [[30000]],
    [[-1, -1, -2]],
    [[0, 5, 5]],
    [[7, 7, 0]],
    [[30000, -30000, 30000]],
    [[1, 2, 3, 4, 5, 1, 2, 3, 4]],
    [[-3, 3, -3]],
  ];
  for (let k = 0; k < 6; k++) cases.push(make(rng, rng.int(1, 10), -20, 20));
  for (let k = 0; k < 4; k++) cases.push(make(rng, rng.int(100, 1500), -30000, 30000));
  cases.push(make(rng, 2000, -30000, 30000));
  return cases;
}

/** 3 * 10^4 - 1 values (14999 pairs and the single one), the stated maximum. */
export function large(rng) {
  return [make(rng, 14999, -30000, 30000), make(rng, 14999, -30000, 30000), make(rng, 14999, 0, 30000)];
}
