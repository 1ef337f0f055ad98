export default function generate(rng) {
  const cases = [[[0]], [[9]], [[0, 0]], [[9, 9]], [[0, 9]], [[1, 2, 3]], [[0, 0, 0, 5]], [[9, 9, 9, 9, 9, 9, 9]], [[1, 0, 0, 0, 0, 0]], [[5, 5, 5, 5]]];
  for (let i = 0; i < 10; i++) cases.push([rng.intArray(rng.int(1, 12), 0, 9)]);
  for (let i = 0; i < 5; i++) cases.push([rng.intArray(rng.int(100, 3000), rng.pick([0, 5]), 9)]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  const nines = new Array(n).fill(9);
  const random = rng.intArray(n, 0, 9);
  const descending = Array.from({ length: n }, (_, i) => 9 - Math.floor((i * 10) / n));
  return [[nines], [random], [descending]];
}
