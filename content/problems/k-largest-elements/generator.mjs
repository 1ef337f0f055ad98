export default function generate(rng) {
  const cases = [
    [[1], 1],
    [[1000000], 1],
    [[1, 1000000], 1],
    [[1, 1000000], 2],
    [[7, 7, 7, 7], 2],
    [[1, 2, 3, 4, 5], 5],
    [[5, 4, 3, 2, 1], 3],
    [[3, 1, 3, 1, 3], 4],
  ];
  for (let i = 0; i < 12; i++) {
    const a = rng.intArray(rng.int(1, 12), 1, 20);
    cases.push([a, rng.int(1, a.length)]);
  }
  for (let i = 0; i < 5; i++) {
    const a = rng.intArray(rng.int(100, 2000), 1, 1000000);
    cases.push([a, rng.int(1, rng.pick([10, a.length]))]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const increasing = Array.from({ length: n }, (_, i) => 1 + i * 10);
  const random = rng.intArray(n, 1, 1000000);
  const equal = new Array(n).fill(1000000);
  const small = rng.intArray(n, 1, 1000);
  return [[increasing, 50000], [random, 60000], [equal, 50000], [small, 100000]];
}
