function shuffleMerge(rng, a, b) {
  let i = 0, j = 0, out = '';
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && rng.bool())) out += a[i++];
    else out += b[j++];
  }
  return out;
}

function mutate(rng, s) {
  if (!s.length) return 'a';
  const k = rng.int(0, s.length - 1);
  const c = s[k] === 'a' ? 'b' : 'a';
  return s.slice(0, k) + c + s.slice(k + 1);
}

export default function generate(rng) {
  const cases = [
    ['', '', 'a'], ['a', '', 'a'], ['', 'b', 'b'], ['a', 'b', 'ab'], ['a', 'b', 'ba'], ['a', 'b', 'aa'], ['abc', 'def', 'abcdef'],
    ['ab', 'ab', 'abab'], ['aa', 'ab', 'abaa'], ['aa', 'ab', 'aaba'], ['abc', '', 'abd'], ['a'.repeat(100), 'a'.repeat(100), 'a'.repeat(200)], ['x'.repeat(100), '', 'x'.repeat(100)], ['abc', 'de', 'abcde'.slice(0, 4)],
  ];
  while (cases.length < 32) {
    const alpha = rng.pick(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']);
    const big = alpha.length > 3;
    const a = rng.string(rng.int(0, big ? 100 : 9), alpha);
    const b = rng.string(rng.int(0, big ? 100 : 9), alpha);
    const c = shuffleMerge(rng, a, b);
    cases.push([a, b, rng.bool() ? c : mutate(rng, c)]);
  }
  return cases;
}

export function large(rng) {
  const a = 'a'.repeat(100);
  return [
    [a, a, 'a'.repeat(199) + 'b'],
    [a, 'a'.repeat(99) + 'b', 'a'.repeat(198) + 'ba'],
    ['ab'.repeat(50), 'ab'.repeat(50), 'ab'.repeat(99) + 'ba'],
    [rng.string(100, 'ab'), rng.string(100, 'ab'), rng.string(200, 'ab')],
  ];
}
