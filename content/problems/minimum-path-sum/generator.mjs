export default function generate(rng) {
  const fill = (m, n, v) => Array.from({ length: m }, () => Array(n).fill(v));
  const cases = [
    [[[0]]],
    [[[200]]],
    [[[1, 2, 3, 4, 5]]],
    [[[1], [2], [3]]],
    [fill(200, 200, 200)],
    [fill(100, 100, 0)],
    [fill(1, 200, 7)],
    [[[1, 100, 100], [1, 100, 100], [1, 1, 1]]],
  ];
  while (cases.length < 26) {
    const big = rng.float() < 0.2;
    const m = rng.int(1, big ? 80 : 12);
    const n = rng.int(1, big ? 80 : 12);
    const hi = rng.pick([1, 9, 200]);
    cases.push([Array.from({ length: m }, () => rng.intArray(n, 0, hi))]);
  }
  return cases;
}
