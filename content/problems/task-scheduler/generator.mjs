const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export default function generate(rng) {
  const cases = [
    [['A'], 0],
    [['A'], 100],
    [['A', 'A'], 0],
    [['A', 'A'], 100],
    [['A', 'B'], 5],
    [['A', 'A', 'A', 'B', 'B', 'B', 'C', 'C', 'C', 'D', 'D', 'E'], 2],
    [['A', 'A', 'A', 'A', 'A', 'A', 'B', 'C', 'D', 'E', 'F', 'G'], 2],
    [ALPHA.split(''), 25],
    [[...ALPHA, ...ALPHA], 26],
    [Array(10000).fill('Z'), 100],
    [Array(10000).fill('Q'), 0],
    [Array.from({ length: 10000 }, (_, i) => ALPHA[i % 26]), 100],
  ];
  while (cases.length < 28) {
    const len = rng.int(1, rng.bool() ? 20 : 5000);
    const alpha = ALPHA.slice(0, rng.int(1, 26));
    const skew = rng.bool();
    const tasks = Array.from({ length: len }, () => (skew && rng.float() < 0.4 ? alpha[0] : rng.pick(alpha)));
    cases.push([tasks, rng.pick([0, 1, 2, rng.int(0, 100)])]);
  }
  return cases;
}
