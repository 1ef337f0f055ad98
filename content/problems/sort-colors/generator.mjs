export default function generate(rng) {
  const cases = [
    [[0]],
    [[1]],
    [[2]],
    [[2, 0]],
    [[1, 0]],
    [[2, 1]],
    [[0, 0, 0]],
    [[2, 2, 2, 2]],
    [[2, 1, 0]],
    [[1, 2, 0, 2, 1, 0, 0, 2]],
    [[...Array(150).fill(2), ...Array(150).fill(0)]],
  ];
  for (let k = 0; k < 8; k++) cases.push([rng.intArray(rng.int(1, 20), 0, 2)]);
  for (let k = 0; k < 4; k++) cases.push([rng.intArray(rng.int(50, 300), 0, 2)]);
  cases.push([rng.intArray(300, 1, 2)]);
  return cases;
}
