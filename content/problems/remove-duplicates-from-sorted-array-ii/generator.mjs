const sorted = (a) => a.sort((x, y) => x - y);

export default function generate(rng) {
  const cases = [
    [[0]],
    [[-10000]],
    [[10000]],
    [[5, 5]],
    [[5, 5, 5]],
    [[-10000, -10000, -10000, 10000, 10000, 10000]],
    [[1, 2, 3, 4]],
    [[1, 1, 2, 2, 3, 3]],
    [Array(40).fill(9)],
    [[1, 1, 1, 2, 3, 3, 3, 3, 4]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 2000);
    const span = rng.pick([1, 3, 50, 10000]);
    cases.push([sorted(rng.intArray(n, -span, span))]);
  }
  return cases;
}

export function large(rng) {
  // slow approach's worst case: nearly every element is an extra copy
  return [
    [Array(30000).fill(-10000)],
    [[-10000, ...Array(29998).fill(1), 10000]],
    [sorted(rng.intArray(30000, -10000, 10000))],
    [sorted(rng.intArray(30000, -20, 20))],
  ];
}
