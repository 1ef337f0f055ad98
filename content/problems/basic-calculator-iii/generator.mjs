const MAXI = 2147483647;

// Random expression trees rendered with the brackets their shape needs (plus a few extra);
// every subtree value stays small so no partial result of any evaluation order overflows.
function build(rng, leaves, numHi, limit) {
  if (leaves === 1) return { s: String(rng.int(0, numHi)), prec: 3, v: null };
  for (let attempt = 0; attempt < 30; attempt++) {
    const k = rng.int(1, leaves - 1);
    const L = build(rng, k, numHi, limit), R = build(rng, leaves - k, numHi, limit);
    const lv = evalNode(L), rv = evalNode(R);
    const op = rng.pick(['+', '-', '*', '/', '+', '-']);
    if (op === '/' && rv === 0) continue;
    const v = op === '+' ? lv + rv : op === '-' ? lv - rv : op === '*' ? lv * rv : Math.trunc(lv / rv);
    if (Math.abs(v) > limit) continue;
    const prec = op === '+' || op === '-' ? 1 : 2;
    let ls = L.s, rs = R.s;
    if (L.prec < prec || rng.float() < 0.05) ls = `(${ls})`;
    if (R.prec <= prec || rng.float() < 0.05) rs = `(${rs})`;
    return { s: `${ls}${op}${rs}`, prec, v };
  }
  return { s: String(rng.int(0, numHi)), prec: 3, v: null };
}

function evalNode(node) {
  return node.v === null ? Number(node.s) : node.v;
}

export default function generate(rng) {
  const cases = [
    ['0'],
    ['7'],
    [String(MAXI)],
    ['(((42)))'],
    ['1-2-3'],
    ['8/2/2'],
    ['2*3-4*5'],
    ['0-7/2'],
    ['(0-7)/2'],
    ['100/7*7'],
    [`${MAXI}-${MAXI}-1-${MAXI}`],
    [`${MAXI}/1`],
    ['1-(2-(3-(4-5)))'],
    ['3*(2+(4/(1+1)))'],
  ];
  for (let k = 0; k < 12; k++) cases.push([build(rng, rng.int(2, 8), rng.pick([9, 100]), 1e6).s]);
  for (let k = 0; k < 5; k++) cases.push([build(rng, rng.int(50, 300), 999, 1e5).s]);
  return cases;
}

/** Expressions of about 10^4 characters: a flat mix, deep nesting, and long * / chains. */
export function large(rng) {
  const flat = [];
  let flatLen = 0;
  while (flatLen < 9900) {
    const part = flat.length ? `${rng.pick(['+', '-'])}${rng.int(0, 999)}*${rng.int(0, 99)}` : '1';
    flat.push(part);
    flatLen += part.length;
  }
  const depth = 2490;
  const nested = `${'('.repeat(depth)}1${')+1'.repeat(depth)}`;
  let tree = build(rng, 2000, 999, 1e5).s;
  while (tree.length > 10000) tree = build(rng, 1500, 999, 1e5).s;
  return [[flat.join('')], [nested], [tree]];
}
