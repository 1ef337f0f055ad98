export default function generate(rng) {
  const cases = [['a'], ['ab'], ['aa'], ['aba'], ['abba'], ['aaaaaaaaaaaa'], ['abcdefghijkl'], ['abcba'], ['zzzyzzz']];
  while (cases.length < 28) {
    cases.push([rng.string(rng.int(1, rng.bool() ? 6 : 14), rng.pick(['ab', 'abc', 'abcdefghij', 'abcdefghijklmnopqrstuvwxyz']))]);
  }
  return cases;
}

export function large(rng) {
  return [['a'.repeat(1000)], [rng.string(1000, 'ab')], [rng.string(1000, 'abcdefghijklmnopqrstuvwxyz')]];
}
