// LeetCode's bounds: 1 <= s.length <= 500, lowercase letters.
const MAX_N = 500;

export default function generate(rng) {
  const cases = [
    ['a'],
    ['aa'],
    ['ab'],
    ['aba'],
    ['aaabb'],
    ['aaabbb'],
    ['aaaabb'],
    ['vvvlo'],
    ['zzzzzzzzzzyyyyyyyyyy'],
    ['a'.repeat(250) + 'b'.repeat(250)],
    ['a'.repeat(251) + 'b'.repeat(249)],
    ['a'.repeat(250) + 'bcdefghij'.repeat(27) + 'b'],
  ];
  while (cases.length < 40) {
    const n = rng.int(1, rng.bool() ? 12 : MAX_N);
    const alphabet = 'abcdefghijklmnopqrstuvwxyz'.slice(0, rng.int(1, rng.bool() ? 3 : 26));
    let s = rng.string(n, alphabet);
    // push one letter near the feasibility threshold half the time
    if (rng.bool()) {
      const heavy = Math.min(n, Math.floor((n + 1) / 2) + rng.int(-1, 1));
      s = rng.shuffle([...('q'.repeat(heavy) + s.slice(heavy))]).join('');
    }
    cases.push([s]);
  }
  return cases;
}

/** Length 500: exactly at the limit for one letter, one over it, two letters, all 26 letters. */
export function large(rng) {
  return [
    [rng.shuffle([...('x'.repeat(250) + rng.string(250, 'abc'))]).join('')],
    [rng.shuffle([...('x'.repeat(251) + rng.string(249, 'abc'))]).join('')],
    ['ab'.repeat(250)],
    [rng.string(MAX_N)],
  ];
}
