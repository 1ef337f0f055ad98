function random(rng, n, maxCoord, maxLen) {
  return Array.from({ length: n }, () => {
    const s = rng.int(0, maxCoord);
    return [s, Math.min(maxCoord, s + rng.int(0, maxLen))];
  });
}

export default function generate(rng) {
  const cases = [
    [[[0, 0]]],
    [[[10000, 10000]]],
    [[[1, 4], [0, 4]]],
    [[[1, 4], [2, 3]]],
    [[[1, 4], [0, 0]]],
    [[[1, 4], [5, 6]]],
    [[[2, 3], [4, 5], [6, 7], [8, 9], [1, 10]]],
    [[[1, 1], [1, 1], [1, 1]]],
    [[[0, 2], [3, 5], [2, 3]]],
    [[[5, 5], [1, 3], [3, 5], [7, 9], [8, 8], [0, 0]]],
    [Array.from({ length: 1000 }, (_, i) => [2 * i, 2 * i + 1])],
    [Array.from({ length: 2000 }, (_, i) => [i, i + 1])],
  ];
  for (let k = 0; k < 6; k++) cases.push([random(rng, rng.int(1, 10), 20, 4)]);
  for (let k = 0; k < 3; k++) cases.push([random(rng, rng.int(100, 2000), 10000, 10)]);
  cases.push([random(rng, 2000, 10000, 2)]);
  cases.push([random(rng, 2000, 10000, 0)]);
  return cases;
}

/** 10^4 intervals, the stated maximum: disjoint, one chain that merges into one, and random ones. */
export function large(rng) {
  const n = 10000;
  return [
    [Array.from({ length: n / 2 }, (_, i) => [2 * i, 2 * i + 1])],
    [rng.shuffle(Array.from({ length: n }, (_, i) => [i, i + 1]))],
    [random(rng, n, 10000, 2)],
    [random(rng, n, 10000, 0)],
  ];
}
