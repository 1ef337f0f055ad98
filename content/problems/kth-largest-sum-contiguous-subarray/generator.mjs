const M = 100000;

export default function generate(rng) {
  const cases = [
    [[5], 1],
    [[-M], 1],
    [[M, M], 1],
    [[M, M], 3],
    [[-M, -M, -M], 6],
    [[-M, M], 2],
    [[0, 0, 0], 4],
    [[1, -2, 3, -4, 5], 1],
    [[1, -2, 3, -4, 5], 15],
  ];
  for (let t = 0; t < 12; t++) {
    const a = rng.intArray(rng.int(1, 10), -9, 9);
    cases.push([a, rng.int(1, (a.length * (a.length + 1)) / 2)]);
  }
  for (let t = 0; t < 4; t++) {
    const a = rng.intArray(rng.int(50, 300), -M, M);
    cases.push([a, rng.int(1, (a.length * (a.length + 1)) / 2)]);
  }
  return cases;
}

export function large(rng) {
  const n = 1000;
  const total = (n * (n + 1)) / 2;
  const random = rng.intArray(n, -M, M);
  const equal = new Array(n).fill(M);
  return [[random, total], [random, 250000], [equal, 1]];
}
