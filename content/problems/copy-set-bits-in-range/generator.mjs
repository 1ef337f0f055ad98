const V = 1000000000;

export default function generate(rng) {
  const cases = [
    [0, 0, 1, 32],
    [0, V, 1, 32],
    [V, 0, 1, 1],
    [V, V, 32, 32],
    [0, 1, 1, 1],
    [0, 1, 2, 32],
    [0, 536870912, 30, 30],
    [0, 536870912, 31, 32],
    [5, 10, 1, 4],
    [0, 1023, 3, 7],
  ];
  while (cases.length < 35) {
    const l = rng.int(1, 32);
    cases.push([rng.int(0, V), rng.int(0, V), l, rng.int(l, 32)]);
  }
  return cases;
}

export function large(rng) {
  return [[rng.int(0, V), V, 1, 32], [0, V, 10, 20]];
}
