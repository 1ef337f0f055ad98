export default function generate(rng) {
  const cases = [
    [[0], 0],
    [[0], 1],
    [[1000], -1000],
    [[1000], 999],
    [Array(20).fill(0), 0],
    [Array(20).fill(1), 0],
    [Array(20).fill(1), 20],
    [Array(20).fill(1), -21],
    [[1, 2, 3], 7],
    [[7, 9, 3, 8, 0, 2, 4, 8, 3, 9], 0],
    [[50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50], 100],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, 20);
    const cap = rng.pick([2, 10, 50]);
    const arr = rng.intArray(n, 0, cap);
    const s = arr.reduce((a, b) => a + b, 0);
    const signed = arr.reduce((a, b) => a + (rng.bool() ? b : -b), 0);
    const target = rng.float() < 0.75 ? signed : rng.int(-s - 2, s + 2);
    cases.push([arr, target]);
  }
  return cases;
}

/** n = 20, the stated maximum, with the sum at 1000 and the target at both extremes. */
export function large(rng) {
  const nums = [...Array.from({ length: 19 }, () => rng.int(0, 50))];
  nums.push(1000 - nums.reduce((a, b) => a + b, 0));
  return [[nums, 1000], [nums, -1000], [Array(20).fill(50), 0]];
}
