function build(rng, ops, pool, alpha) {
  const calls = ['Trie'];
  const args = [[]];
  const inserted = [];
  for (let i = 0; i < ops; i++) {
    const r = rng.float();
    let s;
    if (inserted.length && rng.bool()) {
      const w = rng.pick(inserted);
      const mode = rng.int(0, 2);
      s = mode === 0 ? w : mode === 1 ? w.slice(0, rng.int(1, w.length)) : w + rng.string(rng.int(1, 2), alpha);
    } else s = rng.pick(pool);
    if (r < 0.4) {
      calls.push('insert');
      inserted.push(s);
    } else calls.push(r < 0.7 ? 'search' : 'startsWith');
    args.push([s]);
  }
  return [calls, args];
}
export default function generate(rng) {
  const cases = [
    [['Trie', 'search'], [[], ['a']]],
    [['Trie', 'insert', 'search', 'startsWith', 'search'], [[], ['z'], ['z'], ['z'], ['zz']]],
    [['Trie', 'insert', 'insert', 'search', 'search', 'startsWith'], [[], ['apple'], ['apple'], ['apple'], ['app'], ['apples']]],
    [['Trie', 'insert', 'insert', 'search', 'search', 'search'], [[], ['ab'], ['abcd'], ['abc'], ['ab'], ['abcd']]],
    [['Trie', 'insert', 'startsWith', 'startsWith', 'startsWith'], [[], ['hello'], ['h'], ['hello'], ['hellp']]],
    [['Trie', 'insert', 'search', 'startsWith'], [[], ['a'.repeat(2000)], ['a'.repeat(1999)], ['a'.repeat(2000)]]],
  ];
  // many long words sharing prefixes
  const longPool = Array.from({ length: 12 }, () => 'q'.repeat(200) + rng.string(rng.int(1, 300), 'ab'));
  cases.push(build(rng, 150, longPool, 'ab'));
  for (const alpha of ['a', 'ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']) {
    const pool = Array.from({ length: 300 }, () => rng.string(rng.int(1, 8), alpha));
    cases.push(build(rng, 1500, pool, alpha));
  }
  while (cases.length < 24) {
    const alpha = rng.pick(['ab', 'abc', 'xyz', 'abcdefghijklmnopqrstuvwxyz']);
    const pool = Array.from({ length: rng.int(1, 50) }, () => rng.string(rng.int(1, 10), alpha));
    cases.push(build(rng, rng.int(1, rng.bool() ? 20 : 600), pool, alpha));
  }
  return cases;
}

/**
 * 3 * 10^4 calls: 10^4 words with a long common prefix, then 2 * 10^4 searches and prefix queries that share that
 * prefix but match nothing, so comparing a query with every stored word costs the most.
 */
function sharedPrefixCalls(rng, head) {
  const calls = ['Trie'];
  const args = [[]];
  for (let i = 0; i < 10000; i++) {
    calls.push('insert');
    args.push([head + rng.string(6, 'abcdefghij')]);
  }
  for (let i = 0; i < 20000; i++) {
    calls.push(i % 2 ? 'search' : 'startsWith');
    args.push([head + rng.string(i % 2 ? 6 : 3, 'abcdefghij') + (i % 2 ? '' : 'z')]);
  }
  return [calls, args];
}
export function large(rng) {
  return [sharedPrefixCalls(rng, 'k'.repeat(60)), sharedPrefixCalls(rng, 'q'.repeat(100)), sharedPrefixCalls(rng, 'ab'.repeat(20))];
}
