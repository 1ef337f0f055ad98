export default function generate(rng) {
  const cases = [['a', 'a'], ['a', 'b'], ['a', 'ab'], ['aaaa', 'aa'], ['ab', 'ba'], ['abcabc', 'abc'], ['baa', 'aa'], ['xyz', 'zyxw'], ['abacbabc', 'abc']];
  for (let k = 0; k < 10; k++) {
    const s = rng.string(rng.int(1, 2000), rng.pick(['ab', 'abc', 'abcd']));
    const m = rng.int(1, Math.min(6, s.length));
    const st = rng.int(0, s.length - m);
    cases.push([s, rng.shuffle([...s.slice(st, st + m)]).join('')]);
  }
  for (let k = 0; k < 5; k++) cases.push([rng.string(rng.int(1, 300), 'abcde'), rng.string(rng.int(1, 5), 'abcde')]);
  cases.push([rng.string(8000, 'ab'), 'ab']);
  cases.push(['a'.repeat(8000), 'a'.repeat(100)]);
  cases.push([rng.string(10000, 'abcdefghijklmnopqrstuvwxyz'), rng.string(26, 'abcdefghijklmnopqrstuvwxyz')]);
  return cases;
}

/** s = 3 * 10^4 with p half (or all) of it: sorting or counting every window costs |s| * |p| = 4.5 * 10^8 and more. */
export function large(rng) {
  const n = 30000;
  return [
    ['a'.repeat(n), 'a'.repeat(n / 2)],
    [rng.string(n, 'ab'), rng.string(n / 2, 'ab')],
    [rng.string(n, 'abcdefghijklmnopqrstuvwxyz'), rng.string(n, 'abcdefghijklmnopqrstuvwxyz')],
    [rng.string(n, 'abc'), rng.string(n / 3, 'abc')],
  ];
}
