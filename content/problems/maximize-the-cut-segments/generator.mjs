export default function generate(rng) {
  const cases = [[1, 1, 1, 1], [1, 2, 3, 4], [18, 1, 1, 1], [10000, 10000, 10000, 10000], [19, 2, 4, 6], [30, 3, 7, 10000], [13, 5, 5, 5], [11, 2, 3, 5], [6, 4, 4, 4], [40, 9999, 10, 3], [7, 10000, 1, 10000]];
  while (cases.length < 28) cases.push([rng.int(1, 30), rng.int(2, 40), rng.int(2, 40), rng.int(1, 10000)]);
  return cases;
}

export function large(rng) {
  return [[10000, 3, 5, 7], [10000, 2, 3, 5], [9999, rng.int(2, 9), rng.int(2, 9), rng.int(2, 9)], [10000, 1, 1, 1], [9999, 2, 4, 6]];
}
