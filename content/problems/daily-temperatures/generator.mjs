export default function generate(rng) {
  const cases = [[[30]], [[100]], [[30, 100]], [[100, 30]], [[50, 50, 50]], [[30, 40, 50, 60]], [[60, 50, 40, 30]], [[89, 62, 70, 58, 47, 47, 46, 76, 100, 70]], [[30, 60, 90]]];
  for (let k = 0; k < 13; k++) cases.push([rng.intArray(rng.int(1, 2000), 30, rng.pick([31, 40, 100]))]);
  const dec = [];
  for (let i = 0; i < 3000; i++) dec.push(100 - Math.floor(i / 45));
  dec.push(100);
  cases.push([dec]);
  cases.push([rng.intArray(3000, 30, 100)]);
  return cases;
}

/**
 * n = 10^5 where most days never see a warmer one (or only at the very end): scanning ahead from every day costs
 * n^2 / 2 = 5 * 10^9 comparisons.
 */
export function large(rng) {
  const n = 100000;
  const lateWarm = Array(n).fill(30);
  lateWarm[n - 1] = 100;
  return [
    [Array(n).fill(100)],
    [lateWarm],
    [Array.from({ length: n }, (_, i) => 100 - Math.floor((i * 71) / n))],
    [rng.intArray(n, 30, 100)],
  ];
}
