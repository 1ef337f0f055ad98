function grid(rng, m, n) {
  return Array.from({ length: m }, () => rng.intArray(n, -100, 100));
}

export default function generate(rng) {
  const numbered = (m, n) => Array.from({ length: m }, (_, i) => Array.from({ length: n }, (_, j) => i * n + j + 1));
  const cases = [
    [[[7]]],
    [[[1, 2, 3, 4, 5]]],
    [[[1], [2], [3], [4]]],
    [[[1, 2], [3, 4]]],
    [numbered(2, 5)],
    [numbered(5, 2)],
    [numbered(3, 1)],
    [numbered(1, 10)],
    [numbered(10, 1)],
    [numbered(4, 4)],
    [numbered(10, 10)],
    [numbered(3, 6)],
    [numbered(6, 3)],
  ];
  for (let k = 0; k < 8; k++) cases.push([grid(rng, rng.int(1, 10), rng.int(1, 10))]);
  cases.push([grid(rng, 10, 10)]);
  cases.push([grid(rng, 9, 10)]);
  return cases;
}
