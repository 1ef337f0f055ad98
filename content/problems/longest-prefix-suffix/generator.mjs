export default function generate(rng) {
  const cases = [['a'], ['aa'], ['ab'], ['aba'], ['abab'], ['aabaaab'], ['abcabcab'], ['aaaaab'], ['abacaba'], ['abcdabc']];
  while (cases.length < 30) {
    const alpha = rng.pick(['a', 'ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']);
    const unit = rng.string(rng.int(1, 6), alpha);
    let s = unit.repeat(rng.int(1, 400)).slice(0, rng.int(1, 3000));
    if (rng.bool()) s += rng.string(rng.int(0, 3), alpha);
    cases.push([s]);
  }
  return cases;
}

export function large(rng) {
  const n = 1000000;
  return [
    [`${'a'.repeat(n - 1)}b`],
    ['a'.repeat(n)],
    [`${'a'.repeat(n / 2 - 1)}b${'a'.repeat(n / 2)}`],
    [rng.string(5, 'ab').repeat(n / 5)],
  ];
}
