export default function generate(rng) {
  const cases = [
    ['', ''], ['a', ''], ['', 'a'], ['a', 'a'], ['b', 'a'], ['abc', 'abc'], ['abc', 'acb'], ['aaa', 'aa'],
    ['aa', 'baab'], ['z', 'abcdefghijklmnopqrstuvwxyz'], ['az', 'za'],
  ];
  const sub = (t, len) => {
    const idx = rng.shuffle([...Array(t.length).keys()]).slice(0, len).sort((a, b) => a - b);
    return idx.map((i) => t[i]).join('');
  };
  for (let k = 0; k < 8; k++) {
    const t = rng.string(rng.int(1, 2000), 'abcd');
    cases.push([sub(t, rng.int(0, Math.min(100, t.length))), t]);
  }
  for (let k = 0; k < 6; k++) cases.push([rng.string(rng.int(1, 100), 'abc'), rng.string(rng.int(0, 1000), 'abc')]);
  const bigT = rng.string(10000, 'ab');
  cases.push([sub(bigT, 100), bigT]);
  cases.push(['a'.repeat(99) + 'c', 'a'.repeat(10000)]);
  return cases;
}
