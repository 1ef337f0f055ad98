// GfG: 1 <= h <= 1000, modulo 10^9 + 7. tests.json keeps h small enough for the plain recursion.
export default function generate(rng) {
  const cases = [[1], [4], [5], [6], [7], [8], [10], [12], [15], [16], [20], [25], [30]];
  while (cases.length < 24) cases.push([rng.int(1, 32)]);
  return cases;
}

// h close to 1000: the plain recursion makes about 1.62^h calls.
export function large(rng) {
  return [[1000], [rng.int(900, 999)], [500]];
}
