// 1 <= n <= 10^6, 2 <= x, y <= 10^6. tests.json keeps n small where the game-tree search would explode.
export default function generate(rng) {
  const cases = [
    [1, 2, 2],
    [1, 1000000, 1000000],
    [2, 2, 2],
    [3, 2, 2],
    [1000000, 1000000, 1000000],
    [1000000, 999999, 1000000],
    [999999, 1000000, 1000000],
    [7, 3, 4],
    [10, 2, 5],
    [20, 4, 7],
    [24, 3, 4],
    [19, 2, 3],
    [25, 6, 6],
    [22, 4, 5],
  ];
  while (cases.length < 34) {
    const x = rng.int(2, 9);
    const y = rng.int(2, 12);
    cases.push([rng.int(1, 24), x, y]);
  }
  return cases;
}

// n = 10^6 with small move sizes: the recursion branches into three subgames at nearly every level.
export function large(rng) {
  return [
    [1000000, 3, 4],
    [rng.int(900000, 999999), 2, 5],
    [1000000, 4, 7],
  ];
}
