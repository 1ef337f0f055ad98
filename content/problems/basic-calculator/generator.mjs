function expressionMaker(rng) {
  const sp = () => (rng.int(0, 3) === 0 ? ' '.repeat(rng.int(1, 2)) : '');
  // state.left = how many more numbers may be emitted; keeps the expression size bounded
  const gen = (depth, state, maxNum, top) => {
    let out = sp();
    if (rng.int(0, 4) === 0) out += '-' + sp();
    let t = 0;
    while (t === 0 || (state.left > 0 && (top || rng.int(0, 3) > 0))) {
      if (t > 0) out += sp() + rng.pick(['+', '-']) + sp();
      if (depth < 8 && state.left > 1 && rng.int(0, 3) === 0) out += '(' + gen(depth + 1, state, maxNum, false) + ')';
      else {
        out += String(rng.int(0, maxNum));
        state.left--;
      }
      t++;
    }
    return out + sp();
  };
  return gen;
}

export default function generate(rng) {
  const gen = expressionMaker(rng);
  const cases = [
    ['0'], ['1'], ['-1'], ['2147483647'], ['0 - 2147483647 - 1'], ['-(2147483647)'], [' 2-1 + 2 '], ['(1+(4+5+2)-3)+(6+8)'], ['- (3 + (4 + 5))'],
    ['1-(     -2)'], ['(((((7)))))'], ['8 - 3 - 2'], ['1 - (2 - (3 - (4 - 5)))'], ['-(-(-(1)))'], ['00012 + 0003'], ['   (  5 )   '],
  ];
  for (let k = 0; k < 12; k++) cases.push([gen(0, { left: rng.int(1, 40) }, rng.pick([9, 1000, 1000000]), true)]);
  cases.push([gen(0, { left: 3000 }, 100000, true)]);
  cases.push(['1-'.repeat(5000) + '1']);
  cases.push(['('.repeat(2000) + '1' + ')'.repeat(2000)]);
  cases.push(['-('.repeat(1500) + '7' + ')'.repeat(1500)]);
  return cases;
}

/** s at (or within 10 % of) the stated maximum of 3 * 10^5 characters: long flat sums, nesting and random mixes. */
export function large(rng) {
  const gen = expressionMaker(rng);
  let random = gen(0, { left: 40000 }, 1000, true);
  while (random.length > 300000) random = gen(0, { left: 30000 }, 1000, true);
  return [
    [`${'1-'.repeat(149999)}1`],
    [`${'-('.repeat(1500)}${'2 + '.repeat(73000)}7${')'.repeat(1500)}`],
    [random],
  ];
}
