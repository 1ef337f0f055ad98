const digits = (rng, n) => {
  const a = rng.intArray(n, 0, 9);
  return a;
};

export default function generate(rng) {
  const cases = [
    [[0], [0]],
    [[0], [9]],
    [[9], [9]],
    [[0, 0, 1], [0, 5]],
    [[1, 0, 0, 0, 0, 0, 0, 0, 0, 7], [1]],
    [[1, 0, 0, 0, 0, 0, 0, 0, 0, 7], [2]],
    [Array(100).fill(9), Array(100).fill(9)],
    [Array(100).fill(0), Array(100).fill(9)],
  ];
  while (cases.length < 30) cases.push([digits(rng, rng.int(1, 100)), digits(rng, rng.int(1, 100))]);
  return cases;
}
