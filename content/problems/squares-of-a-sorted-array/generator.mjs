const sorted = (arr) => arr.sort((a, b) => a - b);

export default function generate(rng) {
  const cases = [
    [[0]],
    [[-10000]],
    [[10000]],
    [[-3, -2, -1]],
    [[1, 2, 3]],
    [[-1, 1]],
    [[-2, -2, 0, 2, 2]],
    [[-10000, -1, 0, 10000]],
    [[-5, -3, -2, -1]],
    [[-1, 2, 2]],
  ];
  for (let k = 0; k < 6; k++) cases.push([sorted(rng.intArray(rng.int(1, 15), -10, 10))]);
  for (let k = 0; k < 4; k++) cases.push([sorted(rng.intArray(rng.int(100, 3000), -10000, 10000))]);
  cases.push([sorted(rng.intArray(10000, -10000, 10000))]);
  cases.push([sorted(rng.intArray(10000, -10000, 0))]);
  return cases;
}
