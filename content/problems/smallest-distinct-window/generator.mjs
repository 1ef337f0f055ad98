const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export default function generate(rng) {
  const cases = [['a'], ['aa'], ['ab'], ['aA'], ['abcabc'], ['aaaaab'], ['baaaaa'], ['abababab'], [LETTERS], ['zyxzyxxxzzy']];
  while (cases.length < 30) {
    const alpha = rng.pick(['ab', 'abc', 'abcdefgh', LETTERS]);
    cases.push([rng.string(rng.int(1, rng.bool() ? 12 : 3000), alpha)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [`${'a'.repeat(n - 1)}b`],
    [`${'ab'.repeat((n - 52) / 2)}${LETTERS}`],
    [rng.string(n, LETTERS)],
    [`${rng.string(n - 1, 'abcdefghijklmnopqrstuvwxyz')}Z`],
  ];
}
