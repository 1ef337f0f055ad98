function decode(s) {
  let i = 0;
  const parse = () => {
    let out = '';
    while (i < s.length && s[i] !== ']') {
      if (/[0-9]/.test(s[i])) {
        let k = 0;
        while (/[0-9]/.test(s[i])) k = k * 10 + Number(s[i++]);
        i++; // [
        const inner = parse();
        i++; // ]
        out += inner.repeat(k);
      } else out += s[i++];
    }
    return out;
  };
  return parse();
}

export default function generate(rng) {
  const cases = [['a'], ['1[a]'], ['300[z]'], ['abc'], ['3[a]2[bc]'], ['2[abc]3[cd]ef'], ['3[a2[c]]'], ['100[leetcode]'], ['2[2[2[2[2[a]]]]]'], ['ab2[x]cd'], ['10[a10[b]]'], ['z1[1[1[y]]]']];
  const gen = (budget, depth) => {
    let out = '';
    while (out.length < budget) {
      if (depth < 4 && rng.int(0, 2) === 0) {
        const inner = gen(Math.max(1, Math.floor((budget - out.length) / 2)), depth + 1);
        out += String(rng.int(1, rng.pick([3, 12, 300]))) + '[' + inner + ']';
      } else out += rng.string(1, 'abcxyz');
      if (rng.int(0, 3) === 0) break;
    }
    return out;
  };
  let made = 0;
  while (made < 14) {
    const s = gen(rng.int(3, 24), 0);
    if (s.length > 30 || s.length < 1) continue;
    if (decode(s).length > 100000) continue;
    cases.push([s]);
    made++;
  }
  cases.push(['3[a]300[b]9[c300[d]]xyz']);
  return cases;
}
