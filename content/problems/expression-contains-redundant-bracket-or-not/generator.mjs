const OPS = '+-*/';

/** A random valid expression; `wrap` is the chance of adding a redundant pair around a part. */
function expr(rng, depth, wrap) {
  let e;
  if (depth === 0 || rng.float() < 0.25) e = rng.string(1, 'abcdefghijklmnopqrstuvwxyz');
  else {
    e = `${expr(rng, depth - 1, wrap)}${rng.pick([...OPS])}${expr(rng, depth - 1, wrap)}`;
    if (rng.float() < 0.5) e = `(${e})`;
  }
  if (rng.float() < wrap) e = `(${e})`;
  return e;
}

/** (a+(a+(...(a+a)...))) with the given number of levels, built without recursion. */
function nested(levels, innermost) {
  return `${'(a+'.repeat(levels)}${innermost}${')'.repeat(levels)}`;
}

export default function generate(rng) {
  const cases = [['a'], ['(a)'], ['a+b'], ['(a+b)'], ['((a+b))'], ['(a)+b'], ['a*(b)'], ['(a+b)*(c-d)'], ['((a+b)*(c-d))'], ['(((a)))+b'], ['a/(b-(c))'], [nested(5, 'b')], [nested(5, '(b)')]];
  for (let t = 0; t < 10; t++) cases.push([expr(rng, rng.int(1, 4), t % 2 === 0 ? 0 : 0.15)]);
  for (let t = 0; t < 4; t++) {
    const parts = Array.from({ length: rng.int(20, 40) }, () => expr(rng, rng.int(3, 6), t % 2 === 0 ? 0 : 0.02));
    cases.push([parts.join(rng.pick([...OPS]))]);
  }
  return cases;
}

export function large() {
  // 4 characters per level; the total stays at most 10^6.
  const levels = 249990;
  return [[nested(levels, 'b')], [nested(levels, '(b)')], [`${nested(levels - 2, 'b')}+((c))`]];
}
