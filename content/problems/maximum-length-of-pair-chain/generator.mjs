function randPair(rng, lo, hi) {
  const a = rng.int(lo, hi - 1);
  return [a, rng.int(a + 1, Math.min(hi, a + rng.int(1, 50)))];
}

export default function generate(rng) {
  const cases = [[[[1, 2]]], [[[-1000, 1000]]], [[[1, 2], [1, 2]]], [[[1, 2], [2, 3]]], [[[1, 5], [2, 3], [4, 6]]], [[[-1000, -999], [999, 1000]]], [[[5, 6], [1, 2], [3, 4]]], [[[1, 10], [2, 3], [4, 5], [6, 7]]]];
  for (let i = 0; i < 10; i++) cases.push([Array.from({ length: rng.int(2, 12) }, () => randPair(rng, -20, 20))]);
  for (let i = 0; i < 6; i++) cases.push([Array.from({ length: rng.int(10, 18) }, () => randPair(rng, -1000, 1000))]);
  return cases;
}

export function large(rng) {
  return [
    [Array.from({ length: 1000 }, (_, i) => [-1000 + 2 * i, -999 + 2 * i]).reverse()],
    [Array.from({ length: 1000 }, () => randPair(rng, -1000, 1000))],
    [Array.from({ length: 1000 }, (_, i) => [-1000 + (i % 1000), -1000 + (i % 1000) + 1])],
  ];
}
