export default function generate(rng) {
  const cases = [['a'], ['aa'], ['ab'], ['aba'], ['abab'], ['aaaaa'], ['abcdefghijklmnopqrstuvwxyz'], ['zyxxyz'], ['abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz']];
  while (cases.length < 28) cases.push([rng.string(rng.int(1, rng.bool() ? 12 : 3000), rng.pick(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']))]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [[`${'a'.repeat(n - 1)}b`], [`b${'a'.repeat(n - 1)}`], [rng.string(n, 'abcdefghijklmnopqrstuvwxyz')], ['ab'.repeat(n / 2)]];
}
