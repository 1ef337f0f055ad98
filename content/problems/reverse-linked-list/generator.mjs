export default function generate(rng) {
  const cases = [
    [[]],
    [[1]],
    [[-5000]],
    [[1, 2]],
    [[2, 2, 2, 2]],
    [[5000, -5000, 5000]],
    [[0, 0, 1]],
    [Array.from({ length: 500 }, (_, i) => i - 250)],
  ];
  while (cases.length < 24) {
    const n = rng.int(0, rng.bool() ? 20 : 500);
    cases.push([rng.intArray(n, -5000, 5000)]);
  }
  return cases;
}

/** 5000 nodes, the stated maximum, with values at both extremes. */
export function large(rng) {
  const vals = rng.intArray(5000, -5000, 5000);
  vals[0] = -5000;
  vals[4999] = 5000;
  return [[vals], [Array.from({ length: 4999 }, (_, i) => i - 2500)]];
}
