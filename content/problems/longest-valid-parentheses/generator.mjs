function balanced(rng, pairs) {
  let s = '';
  let open = 0;
  let left = pairs;
  while (left > 0 || open > 0) {
    if (left > 0 && (open === 0 || rng.bool())) {
      s += '(';
      open++;
      left--;
    } else {
      s += ')';
      open--;
    }
  }
  return s;
}

export default function generate(rng) {
  const cases = [
    ['('],
    [')'],
    ['()'],
    [')('],
    ['(()))())('],
    ['()(()'],
    ['((((((('],
    [')))))))'],
    ['()'.repeat(15000)],
    ['('.repeat(15000) + ')'.repeat(15000)],
    [')'.repeat(15000) + '('.repeat(15000)],
    ['(()'.repeat(10000)],
  ];
  while (cases.length < 30) {
    const kind = rng.int(0, 2);
    let s;
    if (kind === 0) s = rng.string(rng.int(1, rng.bool() ? 20 : 3000), '()');
    else {
      s = '';
      const target = rng.int(2, rng.bool() ? 40 : 3000);
      while (s.length < target) s += rng.bool() ? balanced(rng, rng.int(1, kind === 1 ? 5 : 60)) : rng.pick(['(', ')', '))', '((']);
    }
    cases.push([s]);
  }
  return cases;
}

/**
 * n = 3 * 10^4: strings whose running balance never drops below zero from any start (all open, repeated "()",
 * deep nesting, open runs around valid blocks), so scanning on from every start runs to the end each time.
 */
export function large(rng) {
  const n = 30000;
  const blocks = [];
  let len = 0;
  while (len < n - 200) {
    const b = rng.bool() ? '(' : balanced(rng, rng.int(1, 60));
    blocks.push(b);
    len += b.length;
  }
  return [
    ['('.repeat(n)],
    ['()'.repeat(n / 2)],
    ['('.repeat(n / 2) + ')'.repeat(n / 2)],
    ['('.repeat(n / 2) + '()'.repeat(n / 4)],
    [blocks.join('')],
    ['(('.repeat(n / 4) + '()'.repeat(n / 4 - 1) + '))'],
  ];
}
