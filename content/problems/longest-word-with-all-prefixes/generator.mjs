function prefixesOf(w) {
  const out = [];
  for (let i = 1; i <= w.length; i++) out.push(w.slice(0, i));
  return out;
}

export default function generate(rng) {
  const cases = [
    [['a']],
    [['b', 'a']],
    [['ab']],
    [['a', 'a', 'a']],
    [['a', 'ab', 'abc', 'abd', 'abe']],
    [['z', 'zy', 'a', 'ab']],
    [['ab', 'abc', 'abcd']],
    [['x', 'xy', 'xyz', 'xyzw', 'q', 'qr', 'qrs', 'qrst']],
    [['aaa', 'aa', 'a', 'aaaa', 'aaaaaa']],
  ];
  for (let k = 0; k < 10; k++) {
    const n = rng.int(1, 12);
    const ws = [];
    for (let i = 0; i < n; i++) {
      const w = rng.string(rng.int(1, 5), rng.pick(['ab', 'abc']));
      if (rng.bool()) ws.push(...prefixesOf(w).filter(() => rng.float() < 0.85));
      else ws.push(w);
    }
    if (!ws.length) ws.push('a');
    cases.push([rng.shuffle(ws)]);
  }
  for (let k = 0; k < 4; k++) {
    const ws = [];
    while (ws.length < 1500) {
      const w = rng.string(rng.int(1, 12), 'abcd');
      ws.push(...prefixesOf(w).filter(() => rng.float() < 0.95));
    }
    cases.push([rng.shuffle(ws)]);
  }
  return cases;
}

/** 10^5 letters in total: one 10^5-letter word with no prefixes; 10^5 one-letter words; a long prefix chain. */
export function large(rng) {
  const chain = prefixesOf('q'.repeat(440));
  const rest = [];
  let len = chain.reduce((s, w) => s + w.length, 0);
  while (len < 99000) {
    const w = rng.string(rng.int(1, 8), 'abc');
    for (const p of prefixesOf(w)) {
      rest.push(p);
      len += p.length;
    }
  }
  return [
    [[rng.string(100000, 'ab')]],
    [Array.from({ length: 100000 }, () => rng.pick(['a', 'b', 'c']))],
    [rng.shuffle([...chain, ...rest])],
  ];
}
