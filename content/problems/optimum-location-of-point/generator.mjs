const C = 1000;

export default function generate(rng) {
  const cases = [
    [[1, 0, 0], [[0, 0]]],
    [[0, 1, 0], [[C, C]]],
    [[-100, 100, 100], [[-C, -C], [C, C]]],
    [[100, -100, -100], [[C, -C], [-C, C], [0, 0]]],
    [[1, 1, 0], [[1, 1], [1, 1], [1, 1]]],
    [[0, -1, 100], [[-C, 0], [C, 0], [0, C]]],
    [[3, 7, -100], [[5, 5]]],
  ];
  while (cases.length < 30) {
    let a = rng.int(-100, 100);
    const b = rng.int(-100, 100);
    if (a === 0 && b === 0) a = 1;
    const n = rng.int(1, rng.bool() ? 8 : 500);
    const r = rng.pick([5, 100, C]);
    cases.push([[a, b, rng.int(-100, 100)], Array.from({ length: n }, () => [rng.int(-r, r), rng.int(-r, r)])]);
  }
  return cases;
}

export function large(rng) {
  const pts = (n) => Array.from({ length: n }, () => [rng.int(-C, C), rng.int(-C, C)]);
  return [
    [[1, -1, -3], pts(10000)],
    [[0, 5, 100], pts(10000)],
    [[-100, 1, 0], pts(10000)],
  ];
}
