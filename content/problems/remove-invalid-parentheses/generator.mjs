function mixed(rng, n, maxBrackets, letterShare) {
  let brackets = 0;
  let s = '';
  for (let i = 0; i < n; i++) {
    if (brackets < maxBrackets && rng.float() >= letterShare) {
      s += rng.bool() ? '(' : ')';
      brackets++;
    } else s += rng.pick(['a', 'b', 'x']);
  }
  return s;
}

export default function generate(rng) {
  const cases = ['a', '(', ')', '()', ')(', '((((((((((((((((((((', '))))))))))))))))))))', 'abcdefghijklmnopqrstuvwxy', '(a)(b)(c)', '((a)', 'x(y))z', '()())()', ')()(', '((()', '(()(()', '(((((a)))))', '(()()()()()()()()()('];
  while (cases.length < 36) cases.push(mixed(rng, rng.int(1, 25), 20, rng.pick([0, 0.2, 0.5])));
  return cases.map((s) => [s]);
}

// 25 characters with 20 brackets arranged so that many deletion choices tie.
export function large(rng) {
  return [['()())()(()a))(()(()b)c)de'], ['(a(b(c)d)e)f)g)h)i(j(k(l('], [mixed(rng, 25, 20, 0.2)], ['(((((((((())))))))))abcde'], [')()()()()()()()()()(abcde']];
}
