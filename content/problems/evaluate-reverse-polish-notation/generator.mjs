export default function generate(rng) {
  const LIM = 2 ** 31 - 1;
  const trunc = (a, b) => Math.trunc(a / b);
  // build a random valid RPN expression with ~n leaves; retry operator choices that overflow or divide by zero
  const build = (leaves) => {
    const tokens = [];
    const stack = [];
    let pushed = 0;
    while (pushed < leaves || stack.length > 1) {
      const canOp = stack.length >= 2;
      if (pushed < leaves && (!canOp || rng.int(0, 2) > 0)) {
        const v = rng.int(-200, 200);
        tokens.push(String(v));
        stack.push(v);
        pushed++;
        continue;
      }
      const b = stack[stack.length - 1], a = stack[stack.length - 2];
      const ops = rng.shuffle(['+', '-', '*', '/']);
      let done = false;
      for (const op of ops) {
        if (op === '/' && b === 0) continue;
        const r = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : trunc(a, b);
        if (Math.abs(r) > LIM - 1 || (op === '*' && Math.abs(r) > 1e6)) continue;
        stack.pop(); stack.pop(); stack.push(r); tokens.push(op); done = true;
        break;
      }
      if (!done) { stack.pop(); stack.pop(); stack.push(a - b); tokens.push('-'); }
    }
    return tokens;
  };
  const cases = [
    [['0']], [['-200']], [['200']], [['4', '13', '5', '/', '+']], [['10', '6', '9', '3', '+', '-11', '*', '/', '*', '17', '+', '5', '+']],
    [['-7', '2', '/']], [['7', '-2', '/']], [['-7', '-2', '/']], [['1', '3', '/']], [['0', '-5', '/']], [['200', '200', '*', '200', '*', '200', '*']],
    [['3', '-4', '-']], [['-4', '3', '-']],
  ];
  for (let k = 0; k < 12; k++) cases.push([build(rng.int(1, 400))]);
  cases.push([build(5000)]);
  return cases;
}
