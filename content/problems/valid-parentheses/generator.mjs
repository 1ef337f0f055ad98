export default function generate(rng) {
  const cases = [
    ['('], [')'], ['()'], ['[]'], ['{}'], ['(]'], [')('], ['{[()]}'], ['(((('], ['))))'],
    ['()[]{}'], ['{[}]'], ['(([]){})'], ['[({})](]'],
  ];
  const open = '([{', close = ')]}';
  const balanced = (n) => {
    // n pairs, random nesting
    let out = '';
    const stack = [];
    let remaining = n;
    while (remaining > 0 || stack.length) {
      if (remaining > 0 && (stack.length === 0 || rng.bool())) {
        const k = rng.int(0, 2);
        out += open[k];
        stack.push(k);
        remaining--;
      } else out += close[stack.pop()];
    }
    return out;
  };
  for (let k = 0; k < 6; k++) cases.push([balanced(rng.int(1, 200))]);
  for (let k = 0; k < 5; k++) {
    const s = balanced(rng.int(2, 200)).split('');
    const i = rng.int(0, s.length - 1);
    const mode = rng.int(0, 2);
    if (mode === 0) s[i] = close[(close.indexOf(s[i]) + 1) % 3] || open[(open.indexOf(s[i]) + 1) % 3];
    else if (mode === 1) s.splice(i, 1);
    else s.splice(i, 0, rng.pick([...open, ...close]));
    cases.push([s.join('')]);
  }
  for (let k = 0; k < 4; k++) cases.push([rng.string(rng.int(1, 30), '()[]{}')]);
  cases.push([balanced(5000)]);
  cases.push(['('.repeat(5000) + ')'.repeat(4999) + ']']);
  return cases;
}
