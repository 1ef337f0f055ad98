const grid = (rng, n, m, lo, hi) => Array.from({ length: n }, () => rng.intArray(m, lo, hi));

export default function generate(rng) {
  const cases = [[1, 1, [[0]]], [1, 1, [[100]]], [1, 5, [[1, 2, 3, 4, 5]]], [5, 1, [[3], [9], [1], [0], [2]]], [2, 2, [[0, 0], [0, 0]]], [3, 3, [[100, 0, 0], [0, 0, 100], [0, 100, 0]]]];
  for (let i = 0; i < 10; i++) {
    const n = rng.int(1, 6), m = rng.int(1, 6);
    cases.push([n, m, grid(rng, n, m, 0, 20)]);
  }
  for (let i = 0; i < 5; i++) {
    const n = rng.int(20, 50), m = rng.int(2, 9);
    cases.push([n, m, grid(rng, n, m, 0, 100)]);
  }
  return cases;
}

export function large(rng) {
  return [[50, 50, grid(rng, 50, 50, 0, 100)], [50, 50, Array.from({ length: 50 }, () => Array(50).fill(0))], [50, 50, grid(rng, 50, 50, 90, 100)]];
}
