function build(rng, words, pieces) {
  let s = '';
  while (s.length < 300) {
    const w = rng.pick(words);
    if (s.length + w.length > 300 || pieces-- <= 0) break;
    s += w;
  }
  return s || words[0];
}

export default function generate(rng) {
  const cases = [
    ['a', ['a']],
    ['a', ['b']],
    ['aaaaaaa', ['aaaa', 'aaa']],
    ['aaaaaaab', ['a', 'aa', 'aaa', 'aaaa']],
    ['a'.repeat(299) + 'b', ['a', 'aa', 'aaa', 'aaaa', 'aaaaa', 'aaaaaa', 'aaaaaaa', 'aaaaaaaa', 'aaaaaaaaa', 'aaaaaaaaaa']],
    ['a'.repeat(300), ['a'.repeat(20), 'a'.repeat(19)]],
    ['cars', ['car', 'ca', 'rs']],
    ['goalspecial', ['go', 'goal', 'goals', 'special']],
    ['bb', ['a', 'b', 'bbb', 'bbbb']],
  ];
  while (cases.length < 28) {
    const alpha = rng.pick(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']);
    const dictSize = rng.int(1, rng.bool() ? 8 : 1000);
    const set = new Set();
    let guard = 0;
    while (set.size < dictSize && guard++ < 5000) set.add(rng.string(rng.int(1, rng.pick([3, 6, 20])), alpha));
    const words = [...set];
    let s = build(rng, words, rng.int(1, 80));
    if (rng.bool()) {
      const pos = rng.int(0, s.length - 1);
      s = s.slice(0, pos) + rng.string(1, alpha) + s.slice(pos + 1);
    }
    cases.push([s, rng.shuffle(words)]);
  }
  return cases;
}
