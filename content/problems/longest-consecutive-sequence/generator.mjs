function runs(rng, count, maxLen, lo, hi) {
  const nums = [];
  for (let r = 0; r < count; r++) {
    const start = rng.int(lo, hi);
    const len = rng.int(1, maxLen);
    for (let i = 0; i < len && start + i <= hi; i++) nums.push(start + i);
  }
  return rng.shuffle(nums);
}

export default function generate(rng) {
  const cases = [
    [[]],
    [[7]],
    [[-1000000000]],
    [[5, 5, 5]],
    [[1000000000, -1000000000]],
    [[999999999, 1000000000]],
    [[-1, 0, 1]],
    [[1, 3, 5, 7]],
    [[9, 1, 4, 7, 3, -1, 0, 5, 8, -1, 6]],
    [[1, 2, 0, 1]],
  ];
  cases.push([Array.from({ length: 3000 }, (_, i) => (i * 7919) % 3000)]);
  cases.push([Array.from({ length: 3000 }, (_, i) => 2 * i)]);
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(1, 20), -10, 10)]);
  for (let k = 0; k < 4; k++) cases.push([runs(rng, rng.int(10, 200), 40, -1e9, 1e9)]);
  cases.push([runs(rng, 200, 30, -5000, 5000)]);
  cases.push([rng.intArray(3000, -1e9, 1e9)]);
  return cases;
}

/**
 * n = 10^5 forming one long run: walking up from every value (not only from the start of a run) costs n^2 / 2
 * set look-ups, and a scan for each next value even more.
 */
export function large(rng) {
  const n = 100000;
  return [
    [rng.shuffle(Array.from({ length: n }, (_, i) => i - 50000))],
    [Array.from({ length: n }, (_, i) => 1000000000 - i)],
    [rng.shuffle(Array.from({ length: n }, (_, i) => -1000000000 + Math.floor(i / 2)))],
    [runs(rng, 2000, 100, -1e9, 1e9).slice(0, n)],
  ];
}
