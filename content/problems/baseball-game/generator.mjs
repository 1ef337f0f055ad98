export default function generate(rng) {
  const cases = [
    [['5']], [['-30000']], [['30000', 'D']], [['1', 'C']], [['1', '2', '+', 'C', 'C', 'C']], [['0', '0', '+', 'D']],
    [['-5', '-7', '+', 'D', '+']], [['10', 'C', '20', 'C', '30']],
  ];
  const build = (n, small) => {
    const ops = [];
    const rec = [];
    for (let i = 0; i < n; i++) {
      const choices = ['num', 'num'];
      if (rec.length >= 1) choices.push('C', 'D');
      if (rec.length >= 2) choices.push('+');
      let c = rng.pick(choices);
      // keep values bounded: avoid D/+ when the top values are large
      const top = rec.length ? Math.abs(rec[rec.length - 1]) : 0;
      const top2 = rec.length > 1 ? Math.abs(rec[rec.length - 2]) : 0;
      if ((c === 'D' && top > 200000) || (c === '+' && top + top2 > 200000)) c = 'C';
      if (c === 'num') {
        const v = small ? rng.int(-100, 100) : rng.int(-30000, 30000);
        ops.push(String(v));
        rec.push(v);
      } else if (c === '+') {
        ops.push('+');
        rec.push(rec[rec.length - 1] + rec[rec.length - 2]);
      } else if (c === 'D') {
        ops.push('D');
        rec.push(2 * rec[rec.length - 1]);
      } else {
        ops.push('C');
        rec.pop();
      }
    }
    return ops;
  };
  for (let k = 0; k < 12; k++) cases.push([build(rng.int(1, 300), k % 2 === 0)]);
  cases.push([build(1000, false)]);
  cases.push([build(1000, true)]);
  return cases;
}
