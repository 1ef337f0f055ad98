const MAX = 1000000000;

export default function generate(rng) {
  const cases = [
    [[5]],
    [[-MAX]],
    [[MAX, -MAX]],
    [[-MAX, MAX]],
    [[7, 7, 7, 7]],
    [[1, 2, 3, 4, 5, 6]],
    [[6, 5, 4, 3, 2, 1]],
    [[0, -1, 0, -1, 0]],
  ];
  for (let k = 0; k < 8; k++) cases.push([rng.intArray(rng.int(2, 12), -20, 20)]);
  for (let k = 0; k < 4; k++) cases.push([rng.intArray(rng.int(50, 400), -MAX, MAX)]);
  cases.push([Array.from({ length: 500 }, (_, i) => 500 - i)]);
  cases.push([Array.from({ length: 500 }, (_, i) => (i % 2 ? MAX - i : -MAX + i))]);
  cases.push([rng.intArray(500, -MAX, MAX)]);
  return cases;
}
