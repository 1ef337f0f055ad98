const MIN = -2147483648, MAX = 2147483647;
function build(rng, singles, pairCount, lo, hi) {
  const used = new Set(singles);
  const arr = [...singles];
  while (arr.length < singles.length + 2 * pairCount) {
    const v = rng.int(lo, hi);
    if (used.has(v)) continue;
    used.add(v);
    arr.push(v, v);
  }
  return rng.shuffle(arr);
}

export default function generate(rng) {
  const cases = [[[MIN, MAX]], [[MAX, MIN, 7, 7]], [[0, MIN]], [[-1, -2]], [[5, 5, 6, 7]], [[1, 1, 2, 2, 3, 4]], [[MIN, 0, 0, -1, 1, 1]]];
  for (let i = 0; i < 10; i++) {
    const a = rng.int(-50, 50);
    let b = rng.int(-50, 50);
    if (b === a) b = a + 1;
    cases.push([build(rng, [a, b], rng.int(0, 8), -60, 60)]);
  }
  for (let i = 0; i < 5; i++) {
    const a = rng.int(MIN, MAX), b = rng.int(MIN, MAX);
    if (a !== b) cases.push([build(rng, [a, b], rng.int(100, 1500), MIN, MAX)]);
  }
  return cases;
}

export function large(rng) {
  return [[build(rng, [MIN, MAX], 14999, MIN, MAX)], [build(rng, [1, 2], 14999, 3, 1000000)]];
}
