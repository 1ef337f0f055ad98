// Random distinct words of which none is a prefix of another: all words of a set with equal length
// satisfy that, and mixing lengths is filtered.
function prefixFree(rng, n, alpha, minLen, maxLen, start = '') {
  const words = [];
  const set = new Set();
  let guard = 0;
  while (words.length < n && guard++ < n * 50) {
    const w = start + rng.string(rng.int(minLen, maxLen), alpha);
    if (set.has(w)) continue;
    let bad = false;
    for (let l = 1; l < w.length && !bad; l++) if (set.has(w.slice(0, l))) bad = true;
    if (bad) continue;
    set.add(w);
    words.push(w);
  }
  // remove words that became prefixes of later ones
  return words.filter((w) => !words.some((o) => o !== w && o.startsWith(w)));
}

export default function generate(rng) {
  const cases = [
    [['a']],
    [['abc']],
    [['a', 'b']],
    [['ab', 'ac']],
    [['abcd', 'abce', 'abd']],
    [['x'.repeat(1000)]],
    [['q'.repeat(999) + 'a', 'q'.repeat(999) + 'b']],
    [['apple', 'banana', 'cherry']],
  ];
  for (let k = 0; k < 10; k++) cases.push([rng.shuffle(prefixFree(rng, rng.int(2, 10), rng.pick(['ab', 'abc']), 2, 6))]);
  for (let k = 0; k < 3; k++) cases.push([prefixFree(rng, rng.int(200, 800), 'abcdefghijklmnopqrstuvwxyz', 6, 12, rng.string(rng.int(0, 5), 'ab'))]);
  return cases;
}

/**
 * 5 * 10^4 words of 20 letters sharing their first 8, so comparing every pair runs through 8+ letters
 * each time (~2 * 10^10 comparisons). Also one test with words of the maximum length 1000.
 */
export function large(rng) {
  const common = rng.string(8, 'ab');
  const set = new Set();
  while (set.size < 50000) set.add(common + rng.string(12, 'abcdefghijklmnopqrstuvwxyz'));
  const longCommon = rng.string(990, 'ab');
  const longSet = new Set();
  while (longSet.size < 900) longSet.add(longCommon + rng.string(10, 'abcdefghijklmnopqrstuvwxyz'));
  return [[[...set]], [[...longSet]]];
}
