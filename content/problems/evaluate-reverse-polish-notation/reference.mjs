export default function solve(tokens) {
  const st = [];
  for (const t of tokens) {
    if (t === '+' || t === '-' || t === '*' || t === '/') {
      const b = st.pop(), a = st.pop();
      let r;
      if (t === '+') r = a + b;
      else if (t === '-') r = a - b;
      else if (t === '*') r = a * b;
      else r = Math.trunc(a / b);
      if (Math.abs(r) > 2 ** 31 - 1 || !Number.isFinite(r)) throw new Error('out of range');
      st.push(r);
    } else st.push(Number(t));
  }
  return st[0] === 0 ? 0 : st[0];
}
