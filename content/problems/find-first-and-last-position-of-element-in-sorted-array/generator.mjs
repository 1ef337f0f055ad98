const M = 1000000000;
const sorted = (a) => a.sort((x, y) => x - y);

export default function generate(rng) {
  const cases = [[[], M], [[1], 1], [[1], 0], [[-M], -M], [[M, M, M], M], [[-M, 0, M], 0], [[2, 2], 3], [[1, 2, 3], -M]];
  while (cases.length < 28) {
    const hi = rng.pick([5, 100, M]);
    const nums = sorted(rng.intArray(rng.int(0, rng.bool() ? 12 : 3000), -hi, hi));
    const target = nums.length && rng.bool() ? nums[rng.int(0, nums.length - 1)] : rng.int(-hi, hi);
    cases.push([nums, target]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[Array(n).fill(7), 7], [sorted(rng.intArray(n, -M, M)), 0], [Array.from({ length: n }, (_, i) => Math.floor(i / 3)), 33333]];
}
