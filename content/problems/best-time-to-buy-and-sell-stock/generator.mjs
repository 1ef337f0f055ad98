export default function generate(rng) {
  const cases = [
    [[5]],
    [[0]],
    [[1, 2]],
    [[2, 1]],
    [[3, 3, 3, 3]],
    [[0, 10000]],
    [[10000, 0]],
    [[2, 4, 1]],
    [[3, 2, 6, 5, 0, 3]],
    [[2, 1, 2, 1, 0, 1, 2]],
    [[1, 2, 4, 2, 5, 7, 2, 4, 9, 0]],
    [Array.from({ length: 100000 }, (_, i) => 9 - Math.floor(i / 11112))],
    [Array.from({ length: 20000 }, (_, i) => Math.floor(i / 2))],
  ];
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(2, 20), 0, 20)]);
  for (let k = 0; k < 4; k++) cases.push([rng.intArray(rng.int(100, 3000), 0, 10000)]);
  cases.push([rng.intArray(20000, 0, 10000)]);
  return cases;
}
