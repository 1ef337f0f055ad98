// Every case has exactly one pair summing to target; values and target stay within [-10^9, 10^9].
function pairCount(nums, target) {
  const counts = new Map();
  let pairs = 0;
  for (const x of nums) {
    pairs += counts.get(target - x) ?? 0;
    counts.set(x, (counts.get(x) ?? 0) + 1);
  }
  return pairs;
}

function randomCase(rng, n, lo, hi) {
  for (;;) {
    const nums = rng.intArray(n, lo, hi);
    const i = rng.int(0, n - 1);
    let j = rng.int(0, n - 2);
    if (j >= i) j++;
    const target = nums[i] + nums[j];
    if (Math.abs(target) <= 1e9 && pairCount(nums, target) === 1) return [nums, target];
  }
}

export default function generate(rng) {
  const cases = [
    [[1, 2], 3],
    [[0, 0], 0],
    [[-1, -2, -3, -4, -5], -8],
    [[1000000000, -1000000000], 0],
    [[500000000, 500000000, 7], 1000000000],
    [[-500000000, 7, -500000000], -1000000000],
    [[-3, 4, 3, 90], 0],
    [[0, 4, 3, 0], 0],
    [[5, 75, 25], 100],
    [[1, 1, 1, 1, 1, 4, 1, 1, 1, 1, 1, 7, 1, 1, 1, 1, 1], 11],
    [[230, 863, 916, 585, 981, 404, 316, 785, 88, 12, 70, 435, 384, 778, 887, 755, 740, 337, 86, 92, 325, 422, 815, 650, 920, 125, 277, 336, 221, 847, 168, 23, 677, 61, 400, 136, 874, 363, 394, 199, 863, 997, 794, 587, 124, 321, 212, 957, 764, 173, 314, 422, 927, 783, 930, 282, 306, 506, 44, 926, 691, 568, 68, 730, 933, 737, 531, 180, 414, 751, 28, 546, 60, 371, 493, 370, 527, 387, 43, 541, 13, 457, 328, 227, 652, 365, 430, 803, 59, 858, 538, 427, 583, 368, 375, 173, 809, 896, 370, 789], 542],
  ];
  // The answer pair sits at the two ends of a long array.
  const wide = Array.from({ length: 2000 }, (_, k) => 3 * k + 1);
  wide[0] = 2;
  wide[1999] = 5;
  cases.push([wide, 7]);
  for (let k = 0; k < 8; k++) cases.push(randomCase(rng, rng.int(2, 30), -50, 50));
  for (let k = 0; k < 6; k++) cases.push(randomCase(rng, rng.int(100, 2000), -1e9 / 2, 1e9 / 2));
  for (let k = 0; k < 2; k++) cases.push(randomCase(rng, 2000, -1e9, 1e9));
  return cases;
}

/** n = 10^4, the stated maximum: the pair at the two ends, and random values over the whole range. */
export function large(rng) {
  const n = 10000;
  const wide = Array.from({ length: n }, (_, k) => 3 * k + 1);
  wide[0] = 2;
  wide[n - 1] = 5;
  return [[wide, 7], randomCase(rng, n, -1e9, 1e9), randomCase(rng, n, -1e9, 1e9)];
}
