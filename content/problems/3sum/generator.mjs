export default function generate(rng) {
  const cases = [
    [[1, 2, -3]],
    [[1, 2, 3]],
    [[0, 0, 0, 0, 0]],
    [[-2, 0, 1, 1, 2]],
    [[-1, 0, 1, 0]],
    [[3, 0, -2, -1, 1, 2]],
    [[-100000, 50000, 50000]],
    [[100000, 100000, -100000]],
    [[-4, -2, -2, -2, 0, 1, 2, 2, 2, 3, 3, 4, 4, 6, 6]],
    [[1, -1, -1, 0]],
  ];
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(3, 15), -6, 6)]);
  for (let k = 0; k < 3; k++) cases.push([rng.intArray(rng.int(100, 400), -200, 200)]);
  cases.push([rng.intArray(1500, -100000, 100000)]);
  cases.push([rng.intArray(3000, -10, 10)]);
  cases.push([Array(3000).fill(0)]);
  cases.push([rng.intArray(800, -2000, 2000)]);
  return cases;
}
