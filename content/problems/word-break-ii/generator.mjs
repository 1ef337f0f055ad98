import solve from './reference.mjs';

const allWords = (alphabet, maxLen) => {
  const out = [];
  let layer = [''];
  for (let len = 1; len <= maxLen; len++) {
    layer = layer.flatMap((w) => [...alphabet].map((ch) => w + ch));
    out.push(...layer);
  }
  return out;
};

// A random string over `alphabet` whose answer stays within `maxCount` sentences.
function pick(rng, dict, n, alphabet, maxCount) {
  for (let attempt = 0; ; attempt++) {
    const s = attempt < 1000 ? rng.string(n, alphabet) : alphabet[0].repeat(n);
    const count = solve(s, dict).length;
    if (count <= maxCount) return s;
  }
}

// Sentences made from dictionary words (so at least one split exists).
function fromWords(rng, dict, n) {
  let s = '';
  while (s.length < n) s += rng.pick(dict);
  return s.slice(0, n);
}

const AB = allWords('ab', 10);

export default function generate(rng) {
  const cases = [
    ['a', ['a']],
    ['a', ['b']],
    ['aaaaaaaaaaaaaaaaaaab', ['a', 'aa', 'aaa', 'aaaa', 'aaaaa', 'aaaaaa', 'aaaaaaa', 'aaaaaaaa', 'aaaaaaaaa', 'aaaaaaaaaa']],
    ['aaaaaaaaaaaaaaaaaaaa', ['aaaaaaaaaa']],
    ['aaaaaaaaaaaaaaaaaaaa', ['aaaaa', 'aaaaaaa', 'aaaaaaaaaa', 'aaa']],
    ['abcdefghijklmnopqrst', ['abcdefghij', 'klmnopqrst', 'abcde', 'fghij', 'klmno', 'pqrst', 'a', 'bcdefghij']],
    ['zzzzzzzzzzzz', ['z', 'zz', 'y']],
    ['applepenapple', ['apple', 'pen']],
    ['aaaa', ['a', 'aa', 'aaa', 'aaaa']],
    ['ab', ['a', 'b', 'ab', 'abc']],
  ];
  while (cases.length < 30) {
    const size = rng.pick([3, 8, 40, 200]);
    const alphabet = rng.pick(['ab', 'abc', 'abcde']);
    const dict = [...new Set(Array.from({ length: size }, () => rng.string(rng.int(1, rng.pick([3, 6, 10])), alphabet)))];
    const n = rng.int(1, 20);
    const s = rng.bool() ? fromWords(rng, dict, n) : rng.string(n, alphabet);
    if (solve(s, dict).length <= 200) cases.push([s, dict]);
  }
  return cases;
}

// Full dictionaries of 1000 words and 20-letter strings with many splittings (kept under 10^4 sentences).
export function large(rng) {
  const short = AB.filter((w) => w.length >= 2 && w.length <= 5);
  const dict = () => rng.shuffle(short.concat(rng.shuffle(AB.filter((w) => w.length >= 6)).slice(0, 1000 - short.length)));
  const as = ['a', 'aa', 'aaa', 'aaaa', 'aaaaa', 'aaaaaa', 'aaaaaaa', 'aaaaaaaa', 'aaaaaaaaa', 'aaaaaaaaaa'];
  const d1 = dict();
  const d2 = dict();
  return [
    [pick(rng, d1, 20, 'ab', 10000), d1],
    [pick(rng, d2, 20, 'ab', 10000), d2],
    [`${'a'.repeat(19)}b`, rng.shuffle(as.concat(rng.shuffle(AB.filter((w) => w.includes('bb'))).slice(0, 990)))],
  ];
}
