export default function generate(rng) {
  const MAX = 2147483647;
  const MIN = -2147483648;
  const cases = [
    [[1]],
    [[0, 0, 0]],
    [[1, 2, 3]],
    [[0, 1]],
    [[1, 0]],
    [[MIN, 0, MAX, 0, -1]],
    [[4, 2, 4, 0, 0, 3, 0, 5, 1, 0]],
    [[0, 0, 1]],
    [[-1, 0, 0, -2, 0, -3]],
  ];
  for (let k = 0; k < 7; k++) {
    const n = rng.int(1, 25);
    cases.push([Array.from({ length: n }, () => (rng.float() < 0.4 ? 0 : rng.int(-9, 9)))]);
  }
  for (let k = 0; k < 3; k++) {
    const n = rng.int(500, 3000);
    cases.push([Array.from({ length: n }, () => (rng.float() < 0.3 ? 0 : rng.int(MIN, MAX)))]);
  }
  cases.push([Array.from({ length: 10000 }, (_, i) => (i < 5000 ? 0 : i))]);
  cases.push([Array.from({ length: 10000 }, () => (rng.float() < 0.5 ? 0 : rng.int(1, 99)))]);
  return cases;
}
