function words(rng, count, len, alpha) {
  const s = new Set();
  let tries = 0;
  while (s.size < count && tries++ < count * 50) s.add(rng.string(len, alpha));
  return [...s];
}
export default function generate(rng) {
  const cases = [
    ['a', 'c', ['a', 'b', 'c']],
    ['a', 'b', ['c']],
    ['a', 'b', ['b']],
    ['hot', 'dog', ['hot', 'dog']],
    ['hot', 'dog', ['hot', 'dog', 'dot']],
    ['abc', 'abd', ['abd']],
    ['lost', 'cost', ['most', 'fist', 'lost', 'cost', 'fish']],
    ['leet', 'code', ['lest', 'leet', 'lose', 'code', 'lode', 'robe', 'lost']],
    ['aaaaaaaaaa', 'bbbbbbbbbb', Array.from({ length: 10 }, (_, i) => 'b'.repeat(i + 1) + 'a'.repeat(9 - i))],
  ];
  // long ladder without shortcuts: aaaa.. -> baaa.. -> bbaa.. -> ... -> bbbb.. -> cbbb.. -> ... -> zzzz..
  const L = 10;
  const A = 'abcdefghijklmnopqrstuvwxyz';
  const chain = [];
  for (let k = 0; k < 25; k++) for (let j = 0; j < L; j++) chain.push(A[k + 1].repeat(j + 1) + A[k].repeat(L - j - 1));
  cases.push(['a'.repeat(L), 'z'.repeat(L), rng.shuffle([...chain, ...words(rng, 300, L, 'abcdefghijklmnopqrstuvwxyz')])]);
  const broken = chain.filter((_, i) => i !== 137);
  cases.push(['a'.repeat(L), 'z'.repeat(L), rng.shuffle(broken)]);
  // large dense dictionary
  const dense = words(rng, 5000, 4, 'abcdefghij');
  cases.push([rng.string(4, 'abcdefghij'), rng.pick(dense), dense]);
  while (cases.length < 28) {
    const len = rng.int(1, rng.bool() ? 4 : 8);
    const alpha = 'abcdefghijklmnopqrstuvwxyz'.slice(0, rng.int(2, len <= 3 ? 26 : 5));
    const space = Math.pow(alpha.length, len);
    const count = Math.max(1, Math.min(5000, Math.floor(space * rng.pick([0.05, 0.2, 0.5])), rng.int(1, 3000)));
    const list = words(rng, count, len, alpha);
    const begin = rng.bool() ? rng.pick(list) : rng.string(len, alpha);
    const end = rng.int(0, 4) ? rng.pick(list) : rng.string(len, alpha);
    if (begin !== end) cases.push([begin, end, list]);
  }
  return cases;
}
