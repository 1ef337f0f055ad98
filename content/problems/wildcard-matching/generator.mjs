// Small cases (the plain recursion of the naive solution must still finish on them).
function pattern(rng, len, alpha, starRate) {
  let p = '';
  for (let i = 0; i < len; i++) {
    const r = rng.float();
    p += r < starRate ? '*' : r < starRate + 0.15 ? '?' : rng.pick(alpha.split(''));
  }
  return p;
}

/** A pattern built from the text itself (so it often matches), with some letters turned into wildcards. */
function fromText(rng, s) {
  let p = '';
  for (let i = 0; i < s.length; i++) {
    const r = rng.float();
    if (r < 0.15) p += '?';
    else if (r < 0.25) {
      p += '*';
      i += rng.int(0, 2);
    } else p += s[i];
  }
  return p;
}

export default function generate(rng) {
  const cases = [
    ['', ''],
    ['', '*'],
    ['', '?'],
    ['', '***'],
    ['a', ''],
    ['a', '?'],
    ['a', '*'],
    ['abc', 'abc'],
    ['abc', 'a?c'],
    ['abc', 'a*'],
    ['abc', '*c'],
    ['abc', '*d'],
    ['aaaa', '***a'],
    ['mississippi', 'm??*ss*?i*pi'],
    ['abcde', '*?*?*?*?*?*'],
    ['abcd', '*?*?*?*?*?*'],
  ];
  for (let k = 0; k < 12; k++) {
    const alpha = rng.pick(['ab', 'abc']);
    const s = rng.string(rng.int(0, 12), alpha);
    cases.push([s, rng.bool() ? fromText(rng, s) : pattern(rng, rng.int(0, 8), alpha, 0.2)]);
  }
  for (let k = 0; k < 4; k++) {
    const s = rng.string(rng.int(200, 400), 'abc');
    cases.push([s, fromText(rng, s).replace(/\*/g, (m, off) => (off % 7 === 0 ? '*' : '?'))]);
  }
  return cases;
}

/** Lengths 2000: runs of 'a' against star-rich patterns that never match, where plain recursion explodes. */
export function large(rng) {
  const as = 'a'.repeat(2000);
  const starA = `${'*a'.repeat(999)}*b`;
  const mixed = Array.from({ length: 2000 }, (_, i) => (i % 2 ? '*' : '?')).join('');
  const s2 = rng.string(2000, 'ab');
  return [
    [as, starA],
    [`${'a'.repeat(1999)}b`, `${'*a'.repeat(999)}**`],
    [as, `${mixed.slice(0, 1999)}b`],
    [s2, fromText(rng, s2).padEnd(2000, '*').slice(0, 2000)],
  ];
}
