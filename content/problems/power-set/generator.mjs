export default function generate(rng) {
  const cases = ['a', 'z', 'aa', 'ab', 'ba', 'zyx', 'aaaa', 'abcd', 'dcba', 'abab', 'zzzzzzzzz'];
  while (cases.length < 26) cases.push(rng.string(rng.int(1, 9), rng.pick(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz'])));
  return cases.map((s) => [s]);
}

// Sixteen characters: 65535 subsequences.
export function large(rng) {
  return [[rng.string(16, 'abcdefghijklmnopqrstuvwxyz')], ['zyxwvutsrqponmlk'], [rng.string(16, 'ab')]];
}
