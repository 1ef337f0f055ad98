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
  cases.push([Array.from({ length: 50000 }, (_, i) => (i * 7919) % 50000)]);
  cases.push([Array.from({ length: 20000 }, (_, i) => 2 * i)]);
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(1, 20), -10, 10)]);
  for (let k = 0; k < 4; k++) cases.push([runs(rng, rng.int(10, 200), 40, -1e9, 1e9)]);
  cases.push([runs(rng, 2000, 30, -5000, 5000)]);
  cases.push([rng.intArray(5000, -1e9, 1e9)]);
  return cases;
}
