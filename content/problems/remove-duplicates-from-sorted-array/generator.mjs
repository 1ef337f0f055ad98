const sorted = (a) => a.sort((x, y) => x - y);

export default function generate(rng) {
  const cases = [
    [[0]],
    [[-100]],
    [[100]],
    [[-100, 100]],
    [[5, 5]],
    [[1, 2, 3, 4, 5]],
    [Array(50).fill(-7)],
    [[-100, -100, -100, 0, 100, 100]],
    [Array.from({ length: 201 }, (_, i) => i - 100)],
    [sorted([...Array.from({ length: 201 }, (_, i) => i - 100), ...Array.from({ length: 201 }, (_, i) => i - 100)])],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 2000);
    const span = rng.pick([1, 5, 100]);
    cases.push([sorted(rng.intArray(n, -span, span))]);
  }
  return cases;
}

export function large(rng) {
  // naive worst case: almost every element is a duplicate that must be erased
  return [
    [Array(30000).fill(3)],
    [[-100, ...Array(29998).fill(0), 100]],
    [sorted(rng.intArray(30000, -100, 100))],
    [sorted(rng.intArray(30000, -2, 2))],
  ];
}
