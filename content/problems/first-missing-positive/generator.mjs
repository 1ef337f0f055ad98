const MIN = -2147483648;
const MAX = 2147483647;

// A permutation of 1..n with some values replaced by noise, so the answer lands somewhere inside.
function holes(rng, n, holeCount) {
  const nums = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1));
  for (let h = 0; h < holeCount; h++) {
    const i = rng.int(0, n - 1);
    nums[i] = rng.pick([0, -rng.int(1, 100), n + rng.int(1, 100), rng.int(1, n), MIN, MAX]);
  }
  return [nums];
}

export default function generate(rng) {
  const cases = [
    [[1]],
    [[2]],
    [[0]],
    [[-1]],
    [[MAX]],
    [[MIN]],
    [[1, 1]],
    [[2, 2]],
    [[2, 1]],
    [[0, -1, 3, 1]],
    [[1, 1000, 2, 3, 4]],
    [[MAX, MIN, 1, 2, 3]],
    [Array.from({ length: 3000 }, (_, i) => 3000 - i)],
    [Array.from({ length: 3000 }, (_, i) => i + 2)],
  ];
  for (let k = 0; k < 6; k++) cases.push([rng.intArray(rng.int(1, 12), -3, 8)]);
  for (let k = 0; k < 4; k++) {
    const n = rng.int(50, 5000);
    cases.push(holes(rng, n, rng.int(1, 3)));
  }
  cases.push(holes(rng, 3000, 1));
  cases.push([rng.intArray(3000, MIN, MAX)]);
  return cases;
}

/** n = 10^5 holding 1..n (answer n + 1) or nearly: looking each candidate up by a scan costs n^2 steps. */
export function large(rng) {
  const n = 100000;
  const lastMissing = Array.from({ length: n }, (_, i) => n - i);
  lastMissing[0] = MAX;
  return [
    [Array.from({ length: n }, (_, i) => n - i)],
    [rng.shuffle(Array.from({ length: n }, (_, i) => i + 1))],
    [lastMissing],
    holes(rng, n, 1),
  ];
}
