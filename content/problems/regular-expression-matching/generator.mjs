function randomPattern(rng, alpha, len) {
  let p = '';
  while (p.length < len) {
    const ch = rng.float() < 0.25 ? '.' : rng.pick([...alpha]);
    if (rng.float() < 0.4 && p.length + 2 <= len) p += `${ch}*`;
    else p += ch;
  }
  return p;
}

// Derive a string that the pattern accepts, so positive cases are common.
function sample(rng, p, alpha) {
  let s = '';
  for (let j = 0; j < p.length; j++) {
    const ch = p[j];
    const pick = () => (ch === '.' ? rng.pick([...alpha]) : ch);
    if (p[j + 1] === '*') {
      const k = rng.int(0, 3);
      for (let t = 0; t < k; t++) s += pick();
      j++;
    } else s += pick();
  }
  return s;
}

export default function generate(rng) {
  const cases = [
    ['a', 'a'],
    ['a', '.'],
    ['a', 'b'],
    ['a', 'a*'],
    ['a', 'b*'],
    ['a', '.*'],
    ['ab', '.*c'],
    ['aaa', 'a*a'],
    ['aaa', 'ab*a*c*a'],
    ['mississippi', 'mis*is*p*.'],
    ['mississippi', 'mis*is*ip*.'],
    ['aaaaaaaaaaaaaaaaaaab', 'a*a*a*a*a*a*a*a*a*c'],
    ['aaaaaaaaaaaaaaaaaaaa', 'a*a*a*a*a*a*a*a*a*a*'],
    ['abcdefghijklmnopqrst', '....................'],
    ['abcdefghijklmnopqrst', '...................'],
    ['a', 'ab*'],
    ['bbbba', '.*a*a'],
  ];
  while (cases.length < 36) {
    const alpha = rng.pick(['a', 'ab', 'abc']);
    const p = randomPattern(rng, alpha, rng.int(1, 20));
    let s = sample(rng, p, alpha).slice(0, 20);
    if (!s.length || rng.float() < 0.35) s = rng.string(rng.int(1, 20), alpha);
    else if (rng.float() < 0.3) {
      const pos = rng.int(0, s.length - 1);
      s = s.slice(0, pos) + rng.pick([...alpha]) + s.slice(pos + 1);
    }
    cases.push([s, p]);
  }
  return cases;
}
