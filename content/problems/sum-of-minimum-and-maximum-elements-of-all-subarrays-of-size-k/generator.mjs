export default function generate(rng) {
  const M = 1000000000;
  const cases = [
    [[5], 1],
    [[-M], 1],
    [[M, M, M], 2],
    [[-M, -M, -M], 3],
    [[-M, M], 1],
    [[-M, M], 2],
    [[1, 2, 3, 4, 5], 3],
    [[5, 4, 3, 2, 1], 2],
    [[0, 0, 0, 0], 4],
    [[3, -3, 3, -3, 3], 2],
  ];
  for (let i = 0; i < 10; i++) {
    const a = rng.intArray(rng.int(1, 12), -9, 9);
    cases.push([a, rng.int(1, a.length)]);
  }
  for (let i = 0; i < 5; i++) {
    const a = rng.intArray(rng.int(100, 3000), -M, M);
    cases.push([a, rng.int(1, a.length)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const M = 1000000000;
  const random = rng.intArray(n, -M, M);
  const increasing = Array.from({ length: n }, (_, i) => -M + i * 20000);
  const equal = new Array(n).fill(M);
  return [[random, 50000], [increasing, 40000], [equal, 60000], [random, 100000]];
}
