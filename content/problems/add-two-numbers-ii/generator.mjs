function number(rng, len) {
  if (len === 1) return [rng.int(0, 9)];
  return [rng.int(1, 9), ...rng.intArray(len - 1, 0, 9)];
}

export default function generate(rng) {
  const nines = Array(100).fill(9);
  const cases = [
    [[0], [9]],
    [[9], [9]],
    [[1], [9, 9, 9]],
    [nines, [1]],
    [nines, nines],
    [[5], [5]],
    [[1, 0, 0, 0], [0]],
  ];
  while (cases.length < 28) cases.push([number(rng, rng.int(1, rng.bool() ? 6 : 100)), number(rng, rng.int(1, rng.bool() ? 6 : 100))]);
  return cases;
}

export function large(rng) {
  return [[Array(100).fill(9), Array(100).fill(9)], [number(rng, 100), number(rng, 100)]];
}
