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
  const many = make(rng, 2500, 6, [1, 10], 'abcdefghijklmnopqrstuvwxyz')[0].slice(0, 10000);
  cases.push([many]);
  cases.push(make(rng, 60, 5, [80, 100], 'abcde'));
  return cases;
}
