export default function generate(rng) {
  const alnum = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const cases = [['a'], ['aa'], ['ab'], ['aba'], ['abb'], ['cbbd'], ['aA'], ['abacdc'], ['racecar'], ['abcd'], ['aaaa'], ['12321x'], ['xabbay'], ['zzzyzzzyzzz']];
  for (let k = 0; k < 10; k++) cases.push([rng.string(rng.int(1, 1000), rng.pick(['ab', 'abc', alnum]))]);
  for (let k = 0; k < 3; k++) {
    const half = rng.string(rng.int(1, 200), 'abc');
    const pal = half + (rng.bool() ? 'x' : '') + [...half].reverse().join('');
    cases.push([rng.string(rng.int(0, 300), 'abc') + pal + rng.string(rng.int(0, 300), 'abc')]);
  }
  cases.push(['a'.repeat(1000)]);
  cases.push([rng.string(1000, alnum)]);
  return cases;
}
