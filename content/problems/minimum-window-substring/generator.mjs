// LeetCode generates these tests "such that the answer is unique": when some window covers t, exactly one window
// of the minimum length does. Every case here is checked with windowsOfMinLength and redrawn if it has ties.
function windowsOfMinLength(s, t) {
  const need = new Map();
  for (const ch of t) need.set(ch, (need.get(ch) || 0) + 1);
  const have = new Map();
  let missing = t.length, l = 0, best = Infinity, count = 0;
  for (let r = 0; r < s.length; r++) {
    const c = s[r];
    have.set(c, (have.get(c) || 0) + 1);
    if (need.has(c) && have.get(c) <= need.get(c)) missing--;
    if (missing > 0) continue;
    // shrink to the shortest covering window ending at r
    while (!need.has(s[l]) || have.get(s[l]) > need.get(s[l])) {
      have.set(s[l], have.get(s[l]) - 1);
      l++;
    }
    const len = r - l + 1;
    if (len < best) (best = len), (count = 1);
    else if (len === best) count++;
  }
  return count;
}
const uniqueAnswer = (s, t) => windowsOfMinLength(s, t) <= 1;

export default function generate(rng) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const cases = [
    ['a', 'a'], ['a', 'aa'], ['a', 'b'], ['aa', 'aa'], ['ab', 'b'], ['ba', 'ab'], ['bab', 'a'], ['abcdxcba', 'bdc'], ['aA', 'A'], ['Aa', 'aA'],
    ['bba', 'ab'], ['cabwefgewcwaefgcf', 'cae'], ['abc', 'abcd'], ['aaflslflsldkalskaaa', 'aaa'],
  ];
  // draw until the shortest covering window (if any) is unique
  const draw = (make) => {
    for (;;) {
      const [s, t] = make();
      if (uniqueAnswer(s, t)) return [s, t];
    }
  };
  for (let k = 0; k < 10; k++) {
    cases.push(
      draw(() => {
        const s = rng.string(rng.int(1, 2000), rng.pick(['abc', 'abcdef', letters]));
        const t = rng.string(rng.int(1, rng.pick([3, 10, 30])), rng.pick(['abc', 'abcdef', letters]));
        return [s, t];
      }),
    );
  }
  for (let k = 0; k < 3; k++) {
    cases.push(
      draw(() => {
        const s = rng.string(rng.int(20, 2000), 'abcdefgh');
        const st = rng.int(0, s.length - 10);
        return [s, rng.shuffle([...s.slice(st, st + rng.int(1, 10))]).join('')];
      }),
    );
  }
  cases.push(draw(() => [rng.string(20000, letters), letters]));
  cases.push(['a'.repeat(5000) + 'b' + 'c'.repeat(4999), 'ba']);
  cases.push(draw(() => [rng.string(8000, 'ab'), rng.string(400, 'ab')]));
  for (const [s, t] of cases) if (!uniqueAnswer(s, t)) throw new Error(`tied minimum windows for ${s.slice(0, 20)} / ${t}`);
  return cases;
}

/**
 * s and t at the stated maximum of 10^5. When t needs nearly all of s, growing a window from every start until it
 * covers t costs n^2 / 2 steps.
 */
export function large(rng) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const n = 100000;
  const s = rng.string(n, 'ab');
  const cases = [
    [s, rng.shuffle([...s]).join('')],
    [`${'a'.repeat(n / 2)}b${'c'.repeat(n / 2 - 1)}`, 'ba'],
    [rng.string(n, letters), letters],
    [rng.string(n, 'abc'), rng.string(n, 'abc')],
  ];
  for (const [a, b] of cases) if (!uniqueAnswer(a, b)) throw new Error('tied minimum windows in a large case');
  return cases;
}
