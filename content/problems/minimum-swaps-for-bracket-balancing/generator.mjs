function balancedMix(rng, half) {
  return rng.shuffle([...'['.repeat(half), ...']'.repeat(half)]).join('');
}

export default function generate(rng) {
  const cases = [['[]'], [']['], ['[[]]'], [']][['], ['][]['], ['[][]'], [']]]]][[[[['], ['[]][[]']];
  while (cases.length < 28) cases.push([balancedMix(rng, rng.int(1, rng.bool() ? 6 : 1500))]);
  return cases;
}

export function large(rng) {
  const h = 50000;
  return [[']'.repeat(h) + '['.repeat(h)], [']['.repeat(h)], [balancedMix(rng, h)], [']]' + '['.repeat(h) + ']'.repeat(h - 2)]];
}
