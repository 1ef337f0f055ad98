const sorted = (a) => a.sort((x, y) => x - y);
export default function generate(rng) {
  const cases = [
    [[], []],
    [[1], []],
    [[], [-1000]],
    [[5], [5]],
    [[1, 1, 1], [1, 1]],
    [[1, 2, 3], [4, 5, 6]],
    [[4, 5, 6], [1, 2, 3]],
    [[-1000, 1000], [0]],
    [sorted(Array.from({ length: 500 }, (_, i) => i * 2)), sorted(Array.from({ length: 500 }, (_, i) => i * 2 + 1))],
  ];
  while (cases.length < 25) {
    const big = rng.int(0, 3) === 0;
    const n = rng.int(0, big ? 500 : 15);
    const m = rng.int(0, big ? 500 : 15);
    const range = rng.bool() ? 1000 : 10;
    cases.push([sorted(rng.intArray(n, -range, range)), sorted(rng.intArray(m, -range, range))]);
  }
  return cases;
}
