export default function generate(rng) {
  const cases = [
    [[5]],
    [[10]],
    [[20]],
    [[5, 10]],
    [[5, 20]],
    [[5, 5, 5, 20]],
    [[5, 5, 10, 20, 5, 5, 5, 5, 20]],
    [[5, 10, 5, 20]],
    [Array(100000).fill(5)],
  ];
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 15 : 2000);
    const weights = rng.pick([[5, 10, 20], [5, 5, 10, 20], [5, 5, 5, 10, 20], [5, 5, 5, 5, 10, 10, 20]]);
    cases.push([Array.from({ length: n }, (_, i) => (i === 0 ? 5 : rng.pick(weights)))]);
  }
  return cases;
}
