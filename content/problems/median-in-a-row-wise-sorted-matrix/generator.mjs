function sortedRows(rng, r, c, lo, hi) {
  return Array.from({ length: r }, () => rng.intArray(c, lo, hi).sort((a, b) => a - b));
}

export default function generate(rng) {
  const cases = [
    [[[1]]],
    [[[2000]]],
    [[[1, 2000, 2000]]],
    [[[1], [1], [2000]]],
    [[[5, 5, 5], [5, 5, 5], [5, 5, 5]]],
    [[[1, 2, 3, 4, 5]]],
    [[[1, 1, 1], [2000, 2000, 2000], [1000, 1000, 1000]]],
    [[[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12], [13, 14, 15]]],
  ];
  while (cases.length < 30) {
    let r = rng.int(1, rng.bool() ? 6 : 60);
    let c = rng.int(1, rng.bool() ? 6 : 60);
    if (r % 2 === 0) r++;
    if (c % 2 === 0) c++;
    const hi = rng.pick([3, 50, 2000]);
    cases.push([sortedRows(rng, r, c, 1, hi)]);
  }
  return cases;
}

/** Full-size 399 x 399 and 1 x 399 / 399 x 1 matrices, plus an extreme split between 1 and 2000. */
export function large(rng) {
  const split = Array.from({ length: 399 }, (_, i) => new Array(399).fill(i < 200 ? 2000 : 1));
  return [
    [sortedRows(rng, 399, 399, 1, 2000)],
    [sortedRows(rng, 399, 1, 1, 2000)],
    [sortedRows(rng, 1, 399, 1, 2000)],
    [split],
  ];
}
