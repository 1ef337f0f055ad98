export default function generate(rng) {
  const cases = [
    [[[0]]],
    [[[1]]],
    [[[1, 1, 1, 1, 1]]],
    [[[1], [1], [0], [1]]],
    [[[1, 0, 1], [0, 1, 0], [1, 0, 1]]],
    [[[1, 1, 1], [1, 0, 1], [1, 1, 1]]],
    [Array.from({ length: 50 }, () => Array(50).fill(1))],
    [Array.from({ length: 50 }, (_, r) => Array.from({ length: 50 }, (_, c) => ((r + c) % 2)))],
    [Array.from({ length: 50 }, (_, r) => Array.from({ length: 50 }, (_, c) => (c % 2 === 0 || r === (c % 4 === 1 ? 0 : 49) ? 1 : 0)))],
  ];
  while (cases.length < 26) {
    const m = rng.int(1, rng.bool() ? 7 : 50);
    const n = rng.int(1, rng.bool() ? 7 : 50);
    const p = rng.pick([0.2, 0.45, 0.55, 0.7]);
    cases.push([Array.from({ length: m }, () => Array.from({ length: n }, () => (rng.float() < p ? 1 : 0)))]);
  }
  return cases;
}
