export default function generate(rng) {
  const cases = [
    [[1], [1]],
    [[1], [2]],
    [[0], [0, 0, 0]],
    [[1000, 0], [0, 1000]],
    [[1, 1, 1, 1], [1, 1]],
    [[3, 1, 2], [1, 1]],
    [[1, 2, 3], [4, 5, 6]],
    [[2, 2, 2, 3, 3], [3, 2, 3, 3, 2]],
  ];
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(1, 15), 0, 6), rng.intArray(rng.int(1, 15), 0, 6)]);
  for (let k = 0; k < 3; k++) cases.push([rng.intArray(rng.int(1, 1000), 0, 1000), rng.intArray(rng.int(1, 1000), 0, 1000)]);
  cases.push([rng.intArray(1000, 0, 30), rng.intArray(1000, 0, 30)]);
  cases.push([rng.intArray(5, 0, 1000), rng.intArray(1000, 0, 1000)]);
  cases.push([[...Array(1000).keys()].map((x) => x + 1), rng.intArray(1000, 0, 1000)]);
  return cases;
}
