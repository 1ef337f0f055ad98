export default function generate(rng) {
  const sortedDistinct = (n) => {
    const set = new Set();
    while (set.size < n) set.add(rng.int(-5000, 5000));
    return [...set].sort((a, b) => a - b);
  };
  const rot = (a, k) => [...a.slice(k), ...a.slice(0, k)];
  const cases = [[[1]], [[-5000]], [[1, 2]], [[5000, -5000]], [[2, 3, 1]], [[3, 1, 2]], [[1, 2, 3]], [[4, 5, 6, 7, 0, 1, 2]], [[11, 13, 15, 17]], [[2, 3, 4, 5, 6, 7, 1]]];
  for (let k = 0; k < 12; k++) {
    const a = sortedDistinct(rng.int(1, 2000));
    cases.push([rot(a, rng.int(0, a.length - 1))]);
  }
  const big = sortedDistinct(5000);
  cases.push([rot(big, 1)], [rot(big, 4999)], [big]);
  return cases;
}
