export default function generate(rng) {
  const cases = [[[5]], [[-10]], [[1, 2]], [[-1, 1]], [[0, 10, -10]], [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]], [[-10, -9, -8, -7, -6, -5, -4, -3, -2, -1]]];
  const pool = Array.from({ length: 21 }, (_, i) => i - 10);
  while (cases.length < 22) {
    const n = rng.int(1, rng.float() < 0.8 ? 7 : 10);
    cases.push([rng.shuffle(pool).slice(0, n)]);
  }
  return cases;
}
