const M = 100000;

function sortedList(rng, len, lo, hi) {
  return rng.intArray(len, lo, hi).sort((a, b) => a - b);
}

function lists(rng, k, maxLen, lo, hi) {
  return Array.from({ length: k }, () => sortedList(rng, rng.int(1, maxLen), lo, hi));
}

export default function generate(rng) {
  const cases = [
    [[[5]]],
    [[[-M], [M]]],
    [[[-M, M]]],
    [[[1, 1, 1], [1]]],
    [[[1, 2], [3, 4], [5, 6]]],
    [[[0], [0], [0], [0]]],
    [[[-5, -1], [-3], [-4, 10]]],
    [[[1, 9], [5], [5, 13]]],
    [[[10, 20], [1, 2, 30, 31]]],
  ];
  for (let t = 0; t < 10; t++) cases.push([lists(rng, rng.int(1, 5), 6, -10, 10)]);
  for (let t = 0; t < 4; t++) cases.push([lists(rng, rng.int(20, 120), 50, -M, M)]);
  return cases;
}

export function large(rng) {
  const spread = lists(rng, 3500, 50, -M, M).map((l) => {
    while (l.length < 50) l.push(l[l.length - 1]);
    return l;
  });
  // Every list holds one value close to the others' plus far-away noise, so the answer is narrow.
  const clustered = Array.from({ length: 3500 }, (_, i) => {
    const l = sortedList(rng, 49, -M, M);
    l.push(i % 7);
    return l.sort((a, b) => a - b);
  });
  const ladder = Array.from({ length: 3500 }, (_, i) => Array.from({ length: 50 }, (_, j) => -M + j * 4000 + (i % 40)));
  return [[spread], [clustered], [ladder]];
}
