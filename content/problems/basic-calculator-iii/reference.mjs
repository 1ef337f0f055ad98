// Shunting-yard with two stacks (iterative, so deep nesting is fine).
const PREC = { '+': 1, '-': 1, '*': 2, '/': 2 };

function apply(vals, op) {
  const b = vals.pop(), a = vals.pop();
  let r;
  if (op === '+') r = a + b;
  else if (op === '-') r = a - b;
  else if (op === '*') r = a * b;
  else r = Math.trunc(a / b);
  vals.push(r);
}

export default function solve(s) {
  const vals = [], ops = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c >= '0' && c <= '9') {
      let v = 0;
      while (i < s.length && s[i] >= '0' && s[i] <= '9') v = v * 10 + (s.charCodeAt(i++) - 48);
      i--;
      vals.push(v);
    } else if (c === '(') ops.push(c);
    else if (c === ')') {
      while (ops[ops.length - 1] !== '(') apply(vals, ops.pop());
      ops.pop();
    } else {
      while (ops.length && ops[ops.length - 1] !== '(' && PREC[ops[ops.length - 1]] >= PREC[c]) apply(vals, ops.pop());
      ops.push(c);
    }
  }
  while (ops.length) apply(vals, ops.pop());
  return vals[0] + 0;
}
