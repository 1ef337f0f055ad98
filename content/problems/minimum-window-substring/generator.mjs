export default function generate(rng) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const cases = [
    ['a', 'a'], ['a', 'aa'], ['a', 'b'], ['aa', 'aa'], ['ab', 'b'], ['ba', 'ab'], ['aba', 'a'], ['abcabc', 'cba'], ['aA', 'A'], ['Aa', 'aA'],
    ['bba', 'ab'], ['cabwefgewcwaefgcf', 'cae'], ['abc', 'abcd'], ['aaflslflsldkalskaaa', 'aaa'],
  ];
  for (let k = 0; k < 10; k++) {
    const s = rng.string(rng.int(1, 2000), rng.pick(['abc', 'abcdef', letters]));
    const t = rng.string(rng.int(1, rng.pick([3, 10, 30])), rng.pick(['abc', 'abcdef', letters]));
    cases.push([s, t]);
  }
  for (let k = 0; k < 3; k++) {
    const s = rng.string(rng.int(20, 2000), 'abcdefgh');
    const st = rng.int(0, s.length - 10);
    cases.push([s, rng.shuffle([...s.slice(st, st + rng.int(1, 10))]).join('')]);
  }
  cases.push([rng.string(100000, letters), letters]);
  cases.push(['a'.repeat(50000) + 'b' + 'a'.repeat(49999), 'ba']);
  cases.push([rng.string(40000, 'ab'), rng.string(1000, 'ab')]);
  return cases;
}
