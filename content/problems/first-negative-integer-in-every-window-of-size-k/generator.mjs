export default function generate(rng) {
  const cases = [[[5], 1], [[-5], 1], [[-100000, 100000], 1], [[-100000, 100000], 2], [[1, 2, 3], 3], [[-1, -2, -3], 3], [[0, 0, 0, -1], 2], [[3, -2, 4, -2, 5], 1]];
  for (let i = 0; i < 10; i++) {
    const a = rng.intArray(rng.int(1, 12), -9, 9);
    cases.push([a, rng.int(1, a.length)]);
  }
  for (let i = 0; i < 5; i++) {
    const a = rng.intArray(rng.int(100, 3000), rng.pick([-100000, -5]), 100000);
    cases.push([a, rng.int(1, a.length)]);
  }
  return cases;
}

export function large(rng) {
  const n = 1000000;
  const pos = rng.intArray(n, 0, 100000);
  const sparse = [...pos];
  sparse[n - 1] = -100000;
  return [[pos, 500000], [sparse, 500000], [sparse, 1000000]];
}
