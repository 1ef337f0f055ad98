export default function generate(rng) {
  const cases = [
    [[0]],
    [[100000]],
    [[0, 1]],
    [[1, 0]],
    [[2, 0, 0]],
    [[1, 0, 1]],
    [[0, 2, 3]],
    [Array(10000).fill(1)],
    [[...Array(9999).fill(1), 0]],
    [[...Array(5000).fill(1), 0, ...Array(4999).fill(1)]],
    [[10000, ...Array(9999).fill(0)]],
    [[9998, ...Array(9999).fill(0)]],
  ];
  while (cases.length < 30) {
    const n = rng.int(2, rng.bool() ? 15 : 10000);
    const hi = rng.pick([1, 2, 3, 5]);
    const arr = Array.from({ length: n }, () => (rng.float() < 0.2 ? 0 : rng.int(0, hi)));
    if (rng.float() < 0.1) arr[rng.int(0, n - 1)] = rng.int(0, 100000);
    cases.push([arr]);
  }
  return cases;
}
