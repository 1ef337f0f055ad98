function shuffleWord(rng, w) {
  return rng.shuffle([...w]).join('');
}

function make(rng, groups, size, len, alphabet) {
  const out = [];
  for (let g = 0; g < groups; g++) {
    const base = rng.string(rng.int(len[0], len[1]), alphabet);
    const count = rng.int(1, size);
    for (let c = 0; c < count; c++) out.push(shuffleWord(rng, base));
  }
  return [rng.shuffle(out)];
}

export default function generate(rng) {
  const cases = [
    [["", ""]],
    [["", "b", ""]],
    [["ab", "ba", "ab"]],
    [["abc", "abd", "bca", "dab"]],
    [["a", "b", "c", "a"]],
    [["aab", "abb", "bab", "baa"]],
    [["listen", "silent", "enlist", "google", "gogole", "inlets"]],
    [["z".repeat(100), "z".repeat(99), "z".repeat(100)]],
    [["ac", "bb"]],
    [["duh", "ill"]],
  ];
  for (let k = 0; k < 6; k++) cases.push(make(rng, rng.int(1, 6), 4, [0, 4], 'abc'));
  for (let k = 0; k < 3; k++) cases.push(make(rng, rng.int(50, 300), 6, [1, 12], 'abcdefghijklmnopqrstuvwxyz'));
  const many = make(rng, 600, 6, [1, 10], 'abcdefghijklmnopqrstuvwxyz')[0].slice(0, 2000);
  cases.push([many]);
  cases.push(make(rng, 60, 5, [80, 100], 'abcde'));
  return cases;
}

/**
 * 10^4 words, the stated maximum: all in different groups (so testing each word against every group found so far
 * costs n^2 / 2 comparisons of whole words), or a few large groups. Words stay short enough for one answer to fit in
 * the judge's output limit.
 */
export function large(rng) {
  const n = 10000;
  const distinct = new Set();
  while (distinct.size < n) distinct.add(rng.string(80, 'abcdefghijklmnopqrstuvwxyz'));
  return [
    [[...distinct]],
    [make(rng, 50, 400, [60, 70], 'abcde')[0].slice(0, n)],
    [Array.from({ length: n }, (_, i) => 'a'.repeat(i % 80))],
  ];
}
