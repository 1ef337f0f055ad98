// LeetCode accepts any longest palindromic substring, so every test here must have exactly one
// (as a string); otherwise a correct solution that breaks ties differently would be rejected.
function longestPalindromes(s) {
  const found = new Set();
  let best = 0;
  for (let c = 0; c < 2 * s.length - 1; c++) {
    let l = Math.floor(c / 2);
    let r = l + (c % 2);
    while (l >= 0 && r < s.length && s[l] === s[r]) {
      l--;
      r++;
    }
    const len = r - l - 1;
    if (len > best) {
      best = len;
      found.clear();
    }
    if (len === best && len > 0) found.add(s.slice(l + 1, r));
  }
  return found;
}
const unique = (s) => longestPalindromes(s).size === 1;

export default function generate(rng) {
  const alnum = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const cases = [
    'a', 'Z', '7', 'aa', 'aba', 'abb', 'cbbd', 'aBcBA', 'aAa', 'abaxcdedc', 'racecar', 'aaaa', '12321x', 'xabbay', 'zzzyzzzyzzz',
  ].map((s) => [s]);
  // random text with a planted palindrome, re-drawn until the longest palindrome is unique
  const draw = (make) => {
    for (;;) {
      const s = make();
      if (unique(s)) return s;
    }
  };
  for (let k = 0; k < 7; k++) {
    const alphabet = rng.pick(['ab', 'abc']);
    cases.push([draw(() => rng.string(rng.int(1, 1000), alphabet))]);
  }
  const planted = (n) => {
    const half = rng.string(rng.int(3, 10), alnum);
    const pal = half + (rng.bool() ? rng.pick([...alnum]) : '') + [...half].reverse().join('');
    const left = rng.int(0, n - pal.length);
    return rng.string(left, alnum) + pal + rng.string(n - pal.length - left, alnum);
  };
  for (let k = 0; k < 3; k++) {
    const n = rng.int(25, 1000);
    cases.push([draw(() => planted(n))]);
  }
  for (let k = 0; k < 3; k++) {
    cases.push([
      draw(() => {
        const half = rng.string(rng.int(1, 200), 'abc');
        const pal = half + (rng.bool() ? 'x' : '') + [...half].reverse().join('');
        return rng.string(rng.int(0, 300), 'abc') + pal + rng.string(rng.int(0, 300), 'abc');
      }),
    ]);
  }
  cases.push(['a'.repeat(1000)]);
  cases.push([draw(() => planted(1000))]);
  for (const [c] of cases) if (!unique(c)) throw new Error(`ambiguous test ${c}`);
  return cases;
}
