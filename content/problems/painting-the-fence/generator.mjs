export default function generate(rng) {
  const cases = [[1, 1], [1, 100000], [2, 1], [3, 1], [2, 2], [4, 2], [5, 3], [10, 1], [28, 1], [28, 100000], [1, 7], [3, 100000]];
  while (cases.length < 26) cases.push([rng.int(1, 28), rng.int(1, 100000)]);
  return cases;
}

export function large(rng) {
  return [[5000, 100000], [5000, 2], [4999, rng.int(2, 100000)]];
}
