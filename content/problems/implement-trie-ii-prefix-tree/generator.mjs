function randomOps(rng, n, alpha, maxLen) {
  const calls = ['Trie'], args = [[]];
  const stored = [];
  const word = () => rng.string(rng.int(1, maxLen), alpha);
  for (let i = 0; i < n; i++) {
    const r = rng.float();
    if (r < 0.4 || stored.length === 0) {
      const w = stored.length && rng.float() < 0.3 ? rng.pick(stored) : word();
      stored.push(w);
      calls.push('insert');
      args.push([w]);
    } else if (r < 0.55) {
      const k = rng.int(0, stored.length - 1);
      calls.push('erase');
      args.push([stored[k]]);
      stored[k] = stored[stored.length - 1];
      stored.pop();
    } else if (r < 0.75) {
      calls.push('countWordsEqualTo');
      args.push([stored.length && rng.bool() ? rng.pick(stored) : word()]);
    } else {
      const src = stored.length && rng.bool() ? rng.pick(stored) : word();
      calls.push('countWordsStartingWith');
      args.push([src.slice(0, rng.int(1, src.length))]);
    }
  }
  return [calls, args];
}

export default function generate(rng) {
  const long = 'z'.repeat(2000);
  const cases = [
    [['Trie', 'countWordsEqualTo', 'countWordsStartingWith'], [[], ['a'], ['a']]],
    [['Trie', 'insert', 'countWordsEqualTo', 'countWordsStartingWith', 'erase', 'countWordsEqualTo', 'countWordsStartingWith'], [[], ['a'], ['a'], ['a'], ['a'], ['a'], ['a']]],
    [['Trie', 'insert', 'countWordsStartingWith', 'countWordsEqualTo', 'countWordsEqualTo'], [[], [long], [long], [long], [long.slice(1)]]],
    [['Trie', 'insert', 'insert', 'insert', 'countWordsStartingWith', 'countWordsEqualTo', 'countWordsEqualTo'], [[], ['ab'], ['abc'], ['a'], ['a'], ['ab'], ['abcd']]],
    [['Trie', 'insert', 'insert', 'erase', 'countWordsStartingWith', 'countWordsEqualTo', 'countWordsEqualTo'], [[], ['abc'], ['ab'], ['ab'], ['ab'], ['abc'], ['ab']]],
    [['Trie', 'insert', 'insert', 'erase', 'erase', 'countWordsStartingWith', 'insert', 'countWordsStartingWith'], [[], ['x'], ['x'], ['x'], ['x'], ['x'], ['xy'], ['x']]],
    [['Trie', 'insert', 'countWordsStartingWith', 'countWordsStartingWith'], [[], ['hello'], ['hellos'], ['help']]],
  ];
  for (let k = 0; k < 10; k++) cases.push(randomOps(rng, rng.int(5, 40), rng.pick(['ab', 'abc']), rng.pick([3, 6])));
  for (let k = 0; k < 5; k++) cases.push(randomOps(rng, rng.int(300, 1200), rng.pick(['ab', 'abcdefghijklmnopqrstuvwxyz']), rng.pick([8, 30])));
  return cases;
}

/**
 * 3 * 10^4 calls. 15000 distinct words sharing a 180-letter prefix, then 15000 prefix counts whose prefixes run
 * past it: a map scanned per query compares ~2 * 10^8 word pairs over ~180 letters each. Also a test with words
 * and prefixes of the maximum length 2000.
 */
export function large(rng) {
  const common = rng.string(180, 'ab');
  const calls = ['Trie'], args = [[]];
  const words = [];
  for (let i = 0; i < 15000; i++) {
    const w = common + rng.string(20, 'abcdefghijklmnopqrstuvwxyz');
    words.push(w);
    calls.push('insert');
    args.push([w]);
  }
  while (calls.length <= 30000) {
    const w = rng.pick(words);
    calls.push('countWordsStartingWith');
    args.push([w.slice(0, rng.int(181, 183))]);
  }
  const c2 = ['Trie'], a2 = [[]];
  const base = rng.string(1990, 'ab');
  const longWords = [];
  for (let i = 0; i < 1000; i++) {
    const w = base + rng.string(10, 'ab');
    longWords.push(w);
    c2.push('insert');
    a2.push([w]);
  }
  for (let i = 0; i < 1000; i++) {
    const w = rng.pick(longWords);
    const op = rng.pick(['countWordsStartingWith', 'countWordsEqualTo']);
    c2.push(op);
    a2.push([op === 'countWordsStartingWith' ? w.slice(0, rng.int(1995, 2000)) : w]);
  }
  return [[calls, args], [c2, a2]];
}
