function matrix(rng, n, lo, hi) {
  return Array.from({ length: n }, () => rng.intArray(n, lo, hi));
}

export default function generate(rng) {
  const cases = [
    [[[1]]],
    [[[-1000]]],
    [[[1, 2], [3, 4]]],
    [[[0, 0], [0, 1]]],
    [[[1000, -1000], [-1000, 1000]]],
    [Array.from({ length: 5 }, (_, i) => Array.from({ length: 5 }, (_, j) => i * 5 + j + 1))],
    [Array.from({ length: 20 }, (_, i) => Array.from({ length: 20 }, (_, j) => i * 20 + j - 200))],
  ];
  for (let n = 3; n <= 8; n++) cases.push([matrix(rng, n, -9, 9)]);
  for (let k = 0; k < 5; k++) cases.push([matrix(rng, rng.int(9, 20), -1000, 1000)]);
  cases.push([matrix(rng, 20, -1000, 1000)]);
  cases.push([matrix(rng, 19, 0, 1)]);
  return cases;
}
