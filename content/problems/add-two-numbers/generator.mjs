function num(rng, len) {
  if (len === 1) return [rng.int(0, 9)];
  const d = rng.intArray(len - 1, 0, 9);
  d.push(rng.int(1, 9));
  return d;
}
export default function generate(rng) {
  const nines = (n) => Array(n).fill(9);
  const cases = [
    [[0], [0]],
    [[0], [5]],
    [[5], [5]],
    [[1], nines(100)],
    [nines(100), nines(100)],
    [[1, 8], [0]],
    [[9, 9, 9, 9, 9, 9, 9], [9, 9, 9, 9]],
    [[2, 4, 9], [5, 6, 4, 9]],
    [[1, 2, 3], [9, 7, 6]],
  ];
  while (cases.length < 28) {
    const big = rng.int(0, 2) === 0;
    cases.push([num(rng, rng.int(1, big ? 100 : 8)), num(rng, rng.int(1, big ? 100 : 8))]);
  }
  return cases;
}
