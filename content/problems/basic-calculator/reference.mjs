// Recursive-descent evaluator: expr := ['-'] atom (('+'|'-') atom)* ; atom := number | '(' expr ')'
export default function solve(s) {
  const src = s.replace(/ /g, '');
  let i = 0;
  const LIM = 2 ** 31;
  const check = (v) => {
    if (v >= LIM || v < -LIM) throw new Error('basic-calculator: value out of 32-bit range');
    return v;
  };
  const atom = () => {
    if (src[i] === '(') {
      i++;
      const v = expr();
      if (src[i] !== ')') throw new Error('expected )');
      i++;
      return v;
    }
    if (src[i] === '-') {
      i++;
      return check(-atom());
    }
    let j = i;
    while (j < src.length && src[j] >= '0' && src[j] <= '9') j++;
    if (j === i) throw new Error('expected number at ' + i);
    const v = check(Number(src.slice(i, j)));
    i = j;
    return v;
  };
  const expr = () => {
    let v = atom();
    while (src[i] === '+' || src[i] === '-') {
      const op = src[i++];
      if (src[i] === '-' || src[i] === '+') throw new Error('adjacent operators');
      const w = atom();
      v = check(op === '+' ? v + w : v - w);
    }
    return v;
  };
  const v = expr();
  if (i !== src.length) throw new Error('trailing input');
  return v === 0 ? 0 : v;
}
