/** `n` random words over the first k letters, sorted by a hidden random ranking of those letters. */
function alienDict(rng, n, k, maxLen, prefixBias = 0) {
  const letters = 'abcdefghijklmnopqrstuvwxyz'.slice(0, k);
  const rank = new Map(rng.shuffle([...letters]).map((ch, i) => [ch, i]));
  const words = [];
  for (let i = 0; i < n; i++) {
    if (words.length && rng.float() < prefixBias) {
      // share a long prefix with an earlier word so that deep comparisons happen
      const base = rng.pick(words);
      const cut = rng.int(0, base.length);
      const tail = rng.string(rng.int(0, Math.max(0, maxLen - cut)), letters);
      words.push((base.slice(0, cut) + tail).slice(0, maxLen) || letters[0]);
    } else words.push(rng.string(rng.int(1, maxLen), letters));
  }
  words.sort((a, b) => {
    for (let j = 0; j < a.length && j < b.length; j++) if (a[j] !== b[j]) return rank.get(a[j]) - rank.get(b[j]);
    return a.length - b.length;
  });
  return [words, n, k];
}

export default function generate(rng) {
  const cases = [
    [['a'], 1, 1],
    [['b', 'a'], 2, 2],
    [['ab', 'abc'], 2, 3],
    [['abc', 'abc', 'abc'], 3, 3],
    [['c', 'b', 'a'], 3, 3],
    [['cb', 'ca', 'bb', 'ba', 'ab', 'aa'], 6, 3],
    [['zyx', 'zyw', 'zv', 'u'], 4, 26],
    [['dd', 'dc', 'db', 'cd', 'ca', 'bd'], 6, 4],
  ];
  while (cases.length < 30) {
    const k = rng.int(1, 26);
    const n = rng.int(1, rng.bool() ? 10 : 300);
    cases.push(alienDict(rng, n, k, rng.pick([1, 3, 6, 50]), rng.pick([0, 0.5, 0.9])));
  }
  return cases;
}

export function large(rng) {
  return [alienDict(rng, 300, 26, 50, 0.9), alienDict(rng, 300, 26, 50, 0), alienDict(rng, 300, 2, 50, 0.5)];
}
