export default function generate(rng) {
  const cases = [
    [[0]], [[10000]], [[1, 1]], [[2, 4]], [[4, 2]], [[0, 0, 0]], [[1, 2, 3, 4, 5]], [[5, 4, 3, 2, 1]], [[2, 1, 2]], [[4, 2, 0, 3, 2, 5]],
    [[6, 2, 5, 4, 5, 1, 6]], [[3, 6, 5, 7, 4, 8, 1, 0]], [[0, 10000, 0]],
  ];
  for (let k = 0; k < 12; k++) cases.push([rng.intArray(rng.int(1, 1000), 0, rng.pick([3, 100, 10000]))]);
  cases.push([Array(20000).fill(10000)]);
  cases.push([Array.from({ length: 12000 }, (_, i) => i % 6000)]);
  cases.push([Array.from({ length: 10000 }, (_, i) => 10000 - i)]);
  return cases;
}
