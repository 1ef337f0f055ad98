export default function generate(rng) {
  const cases = [['a', 'a'], ['a', 'b'], ['ab', 'a'], ['abc', 'cba'], ['abc', 'ccccbbbbaaaa'], ['adc', 'dcda'], ['hello', 'ooolleoooleh'], ['aa', 'aba'], ['z', 'abcdefghijklmnopqrstuvwxyz']];
  for (let k = 0; k < 8; k++) {
    const s2 = rng.string(rng.int(1, 2000), rng.pick(['abc', 'abcdef']));
    const m = rng.int(1, Math.min(10, s2.length));
    const start = rng.int(0, s2.length - m);
    cases.push([rng.shuffle([...s2.slice(start, start + m)]).join(''), s2]);
  }
  for (let k = 0; k < 8; k++) cases.push([rng.string(rng.int(1, 8), 'abcd'), rng.string(rng.int(1, 300), 'abcd')]);
  const big = rng.string(3000, 'abcdefghijklmnopqrstuvwxyz');
  cases.push([rng.shuffle([...big.slice(2000, 3000)]).join(''), big]);
  const s1 = rng.string(1500, 'ab');
  cases.push([s1, rng.string(3000, 'ab')]);
  cases.push(['abcdefghijklmnopqrstuvwxyy', 'abcdefghijklmnopqrstuvwxyz'.repeat(380)]);
  return cases;
}

/** Both strings at the stated maximum of 10^4. */
export function large(rng) {
  const n = 10000;
  const big = rng.string(n, 'abcdefghijklmnopqrstuvwxyz');
  return [
    [rng.shuffle([...big.slice(n / 2)]).join(''), big],
    [rng.string(n / 2, 'ab'), rng.string(n, 'ab')],
    [rng.shuffle([...big]).join(''), big],
    [rng.string(n, 'ab'), rng.string(n, 'ab')],
  ];
}
