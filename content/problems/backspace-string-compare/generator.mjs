export default function generate(rng) {
  const cases = [
    ['a', 'a'], ['a', 'b'], ['#', '#'], ['#', 'a#'], ['a#', '#'], ['###a', 'a'], ['a###', '#'], ['bxj##tw', 'bxo#j##tw'],
    ['bbbextm', 'bbb#extm'], ['nzp#o#g', 'b#nzp#o#g'], ['abc', 'abc#c'], ['a#b#c#', '####'],
  ];
  const typeOut = (s) => {
    const st = [];
    for (const ch of s) if (ch === '#') st.pop(); else st.push(ch);
    return st.join('');
  };
  // random strings with the same final text, made by inserting letter+# pairs or leading #s
  const noisy = (base) => {
    let out = '';
    for (const ch of base) {
      while (rng.int(0, 3) === 0) out += rng.string(1, 'abc') + '#';
      if (out.length === 0 && rng.int(0, 3) === 0) out += '#';
      out += ch;
    }
    return out.slice(0, 200);
  };
  for (let k = 0; k < 8; k++) {
    const base = rng.string(rng.int(1, 60), 'abc');
    const a = noisy(base), b = noisy(base);
    cases.push([a, b]);
  }
  for (let k = 0; k < 8; k++) cases.push([rng.string(rng.int(1, 200), 'ab##'), rng.string(rng.int(1, 200), 'ab##')]);
  for (let k = 0; k < 3; k++) {
    const a = rng.string(rng.int(1, 20), 'ab#');
    const b = typeOut(a) || '#';
    cases.push([a, b]);
  }
  return cases;
}
