const sorted = (arr) => arr.sort((a, b) => a - b);

export default function generate(rng) {
  const cases = [
    [[0]],
    [[-10000]],
    [[10000]],
    [[-3, -2, -1]],
    [[1, 2, 3]],
    [[-1, 1]],
    [[-2, -2, 0, 2, 2]],
    [[-10000, -1, 0, 10000]],
    [[-5, -3, -2, -1]],
    [[-1, 2, 2]],
  ];
  for (let k = 0; k < 6; k++) cases.push([sorted(rng.intArray(rng.int(1, 15), -10, 10))]);
  for (let k = 0; k < 4; k++) cases.push([sorted(rng.intArray(rng.int(100, 1500), -10000, 10000))]);
  cases.push([sorted(rng.intArray(2000, -10000, 10000))]);
  cases.push([sorted(rng.intArray(2000, -10000, 0))]);
  return cases;
}

/** n = 10^4, the stated maximum: mixed signs, all negative, all equal extremes. */
export function large(rng) {
  const n = 10000;
  return [
    [sorted(rng.intArray(n, -10000, 10000))],
    [sorted(rng.intArray(n, -10000, 0))],
    [[...Array(n / 2).fill(-10000), ...Array(n / 2).fill(10000)]],
  ];
}
