export default function generate(rng) {
  const cases = [
    [[]],
    [[7]],
    [[2, 1]],
    [[1, 2]],
    [[3, 3, 3]],
    [[-100000, 100000, 0]],
    [[5, 4, 3, 2, 1]],
    [Array.from({ length: 3000 }, (_, i) => 1500 - i)],
    [Array.from({ length: 3000 }, (_, i) => i % 7)],
    [rng.intArray(3000, -100000, 100000)],
  ];
  while (cases.length < 25) {
    const n = rng.int(0, rng.bool() ? 15 : 2000);
    cases.push([rng.intArray(n, rng.bool() ? -5 : -100000, rng.bool() ? 5 : 100000)]);
  }
  return cases;
}

/**
 * 5 * 10^4 nodes, the stated maximum: rising values make insertion into a sorted list walk to its end every time
 * (n^2 / 2 = 1.25 * 10^9 steps), and the others are the usual worst shapes for sorting.
 */
export function large(rng) {
  const n = 50000;
  return [
    [Array.from({ length: n }, (_, i) => -100000 + 4 * i)],
    [Array.from({ length: n }, (_, i) => -100000 + 4 * i + 1)],
    [Array(n).fill(100000)],
    [rng.intArray(n, -100000, 100000)],
  ];
}
