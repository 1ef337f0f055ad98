const mk = (grid) => [grid.length, grid[0].length, grid];

export default function generate(rng) {
  const cases = [mk([[1]]), mk([[100]]), mk([[1, 2, 3, 4, 5, 6, 7, 8]]), mk([[1], [2], [3], [4], [5], [6], [7], [8]]), mk([[1, 1], [1, 1]]), mk([[1, 2], [3, 4]]), mk([[5, 5, 5], [5, 5, 5], [5, 5, 5]])];
  while (cases.length < 28) {
    const n = rng.int(1, 5);
    const m = rng.int(1, 5);
    cases.push(mk(Array.from({ length: n }, () => rng.intArray(m, 1, rng.pick([3, 100])))));
  }
  return cases;
}

// 8 x 8 grids: 3432 paths of 15 cells.
export function large(rng) {
  return [mk(Array.from({ length: 8 }, () => rng.intArray(8, 1, 100))), mk(Array.from({ length: 8 }, () => rng.intArray(7, 1, 100)))];
}
