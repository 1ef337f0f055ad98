export default function generate(rng) {
  const cases = [
    [[0]],
    [[8]],
    [[9, 9]],
    [[1, 9]],
    [[9, 8]],
    [[1, 0, 0]],
    [[9, 0, 9]],
    [[2, 9, 9, 9]],
    [Array(100).fill(9)],
    [[8, ...Array(99).fill(9)]],
    [[1, ...Array(99).fill(0)]],
  ];
  const withTail = (n, nines) => [rng.int(1, 9), ...rng.intArray(n - 1 - nines, 0, 9).map((d, i, a) => (i === a.length - 1 ? Math.min(d, 8) : d)), ...Array(nines).fill(9)];
  for (let k = 0; k < 6; k++) {
    const n = rng.int(1, 12);
    cases.push([[rng.int(1, 9), ...rng.intArray(n - 1, 0, 9)]]);
  }
  for (let k = 0; k < 4; k++) {
    const n = rng.int(20, 100);
    cases.push([withTail(n, rng.int(0, n - 2))]);
  }
  cases.push([[rng.int(1, 9), ...rng.intArray(99, 0, 9)]]);
  return cases;
}
