export default function generate(rng) {
  const cases = [
    [[0, 0]],
    [[5, 3]],
    [[999, 999]],
    [[0, 999, 0, 999, 0]],
    [[1, 1, 1, 1]],
    [Array(1000).fill(999)],
    [Array(1000).fill(0)],
    [[999, 0, 999, 0, 999, 0]],
  ];
  while (cases.length < 24) {
    const n = rng.int(2, rng.bool() ? 20 : 1000);
    cases.push([rng.intArray(n, 0, 999)]);
  }
  return cases;
}
