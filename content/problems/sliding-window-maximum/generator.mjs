export default function generate(rng) {
  const cases = [
    [[5], 1], [[-10000], 1], [[1, 2], 1], [[1, 2], 2], [[2, 1], 2], [[3, 3, 3, 3], 2], [[1, 3, -1, -3, 5, 3, 6, 7], 3],
    [[1, 2, 3, 4, 5, 6], 3], [[6, 5, 4, 3, 2, 1], 3], [[-1, -1, -2, -2, -1], 2], [[10000, -10000, 10000], 2],
  ];
  for (let k = 0; k < 12; k++) {
    const n = rng.int(1, 1000);
    cases.push([rng.intArray(n, rng.pick([-10, -10000]), rng.pick([10, 10000])), rng.int(1, rng.pick([n, Math.min(n, 10)]))]);
  }
  const dec = Array.from({ length: 12000 }, (_, i) => 10000 - i);
  cases.push([dec, 4000]);
  cases.push([rng.intArray(10000, -10000, 10000), 10000]);
  cases.push([rng.intArray(8000, -10000, 10000), 2500]);
  return cases;
}
