export default function generate(rng) {
  const cases = [['a'], ['aa'], ['ab'], ['aab'], ['aabb'], ['abab'], ['aaaa'], ['abcabc'], ['qwertyuiop'], ['zyxwvutsrz']];
  while (cases.length < 28) {
    cases.push([rng.string(rng.int(1, rng.bool() ? 8 : 11), rng.pick(['ab', 'abc', 'abcdefghij', 'abcdefghijklmnopqrstuvwxyz']))]);
  }
  return cases;
}

export function large(rng) {
  return [
    [rng.string(1000, 'abcdefghijklmnopqrstuvwxyz')],
    [rng.string(1000, 'ab')],
    ['abcdefghijklmnopqrstuvwxyz'.repeat(39).slice(0, 1000)],
  ];
}
