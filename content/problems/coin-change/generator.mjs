export default function generate(rng) {
  const MAX = 2147483647;
  const cases = [
    [[1], 1],
    [[2], 1],
    [[5], 0],
    [[MAX], 10000],
    [[MAX, 1], 10000],
    [[1, 3, 4], 6],
    [[186, 419, 83, 408], 6249],
    [[2, 5, 10, 1], 27],
    [[7, 11], 10000],
    [[3, 7, 405, 436], 8839],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 10000],
    [[9999, 10000], 9998],
  ];
  while (cases.length < 28) {
    const hi = rng.pick([10, 100, 1000, MAX]);
    const k = rng.int(1, hi === 10 ? 9 : 12);
    const set = new Set();
    while (set.size < k) set.add(rng.int(hi === 10 ? 2 : 1, hi));
    cases.push([[...set], rng.int(0, rng.pick([50, 10000]))]);
  }
  return cases;
}
