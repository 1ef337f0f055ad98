export default function generate(rng) {
  const cases = [[[-10]], [[10]], [[0, -1]], [[1, 2, 3, 4]], [[-10, -5, 0, 5, 10]], [[1, 2, 3, 4, 5, 6]], [[-3, -2, -1, 4, 5, 6]]];
  const pool = Array.from({ length: 21 }, (_, i) => i - 10);
  while (cases.length < 22) cases.push([rng.shuffle(pool).slice(0, rng.int(1, rng.float() < 0.8 ? 5 : 6))]);
  return cases;
}
