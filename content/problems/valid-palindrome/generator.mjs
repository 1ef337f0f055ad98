export default function generate(rng) {
  const cases = [
    ['a'], [' '], ['.,'], ['0P'], ['aA'], ['ab'], ['A man, a plan, a canal: Panama'],
    ['12321'], ['1a2'], ['Was it a car or a cat I saw?'], ['No lemon, no melon'], ['abcba!'], ['abccbx'],
  ];
  const alpha = 'abcAB01 ,.!?';
  const makePal = (n) => {
    const half = rng.string(n, 'abcxyz0129');
    const mid = rng.bool() ? rng.string(1, 'abc') : '';
    const raw = half + mid + [...half].reverse().join('');
    return [...raw].map((ch) => {
      let c = rng.bool() ? ch.toUpperCase() : ch;
      if (rng.int(0, 3) === 0) c = rng.pick([' ', ',', '.', '!', ':', '-']) + c;
      return c;
    }).join('');
  };
  for (let k = 0; k < 8; k++) cases.push([makePal(rng.int(1, 300))]);
  for (let k = 0; k < 6; k++) cases.push([rng.string(rng.int(1, 200), alpha)]);
  // near-palindrome: one character changed
  for (let k = 0; k < 3; k++) {
    const p = makePal(rng.int(5, 200)).split('');
    const idx = rng.int(0, p.length - 1);
    p[idx] = /[a-z]/i.test(p[idx]) ? (p[idx].toLowerCase() === 'q' ? 'w' : 'q') : p[idx];
    cases.push([p.join('')]);
  }
  cases.push([makePal(20000)]);
  cases.push(['x'.repeat(50000) + 'y' + 'x'.repeat(49999)]);
  return cases;
}

/** n = 2 * 10^5, the stated maximum: long palindromes with punctuation, and near misses in the middle. */
export function large(rng) {
  const n = 200000;
  const pal = (half) => half + [...half].reverse().join('');
  const spaced = pal(rng.string(n / 2, 'ab, .A1'));
  const miss = `${'x'.repeat(n / 2)}y${'x'.repeat(n / 2 - 1)}`;
  return [[spaced], [miss], [pal(rng.string(n / 2, 'abcXYZ019'))], [' '.repeat(n)]];
}
