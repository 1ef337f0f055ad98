function palindromic(rng, n, alphabet) {
  const half = rng.string(Math.floor(n / 2), alphabet);
  const middle = n % 2 ? rng.string(1, alphabet) : '';
  const chars = (half + middle + [...half].reverse().join('')).split('');
  return rng.shuffle(chars).join('');
}

export default function generate(rng) {
  const cases = ['a', 'aa', 'ab'.replace('b', 'a'), 'aba', 'baa', 'aab', 'abab', 'abcabc', 'zzzzzz', 'abcdedcba', 'eabcdcbea'.split('').reverse().join(''), 'mamad'];
  while (cases.length < 32) {
    const n = rng.int(1, rng.bool() ? 12 : 2000);
    cases.push(palindromic(rng, n, rng.pick(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz'])));
  }
  return cases.map((s) => [s]);
}

/** n = 2000 and 1999: a half followed by its mirror shifted around, and random arrangements. */
export function large(rng) {
  const a = 'abcdefghijklmnopqrstuvwxyz';
  const half = rng.string(1000, a);
  return [[half + half], [palindromic(rng, 2000, a)], [palindromic(rng, 1999, 'ab')]];
}
