function nested(k, a, b) {
  // a b a b ... (k letters) followed by its mirror: the middle pair collapses, then the next pair, and so on
  let left = '';
  for (let i = 0; i < k; i++) left += i % 2 ? b : a;
  return left + left.split('').reverse().join('');
}

export default function generate(rng) {
  const cases = [['a'], ['aa'], ['ab'], ['aab'], ['baa'], ['aba'], ['abba'], ['aabaa'], ['abcddcba'], ['abccbx'], ['zzzzzz'], ['mississippi'], ['abcabc'], ['aabbccdd'], [nested(12, 'a', 'b')]];
  for (let k = 0; k < 12; k++) cases.push([rng.string(rng.int(1, 16), rng.pick(['ab', 'abc', 'abcd']))]);
  for (let k = 0; k < 3; k++) cases.push([rng.string(rng.int(500, 3000), rng.pick(['ab', 'abc']))]);
  cases.push([nested(1500, 'x', 'y')]);
  return cases;
}

/** n = 10^5: mirrored alternating strings that lose two letters per round (n/2 rounds), and random ones. */
export function large(rng) {
  const n = 100000;
  return [[nested(n / 2, 'a', 'b')], [`c${nested(n / 2 - 1, 'p', 'q')}c`], [rng.string(n, 'abc')], [rng.string(n, 'ab')]];
}
