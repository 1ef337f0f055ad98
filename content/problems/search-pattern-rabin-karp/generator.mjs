export default function generate(rng) {
  const cases = [
    ['a', 'a'],
    ['a', 'b'],
    ['aa', 'aaaaa'],
    ['abc', 'abc'],
    ['abcd', 'abc'.padEnd(4, 'x')],
    ['z', 'zzazz'],
    ['ab', 'ba'],
    ['aab', 'aaaaaaaab'],
    ['abab', 'abababab'],
    ['xyz', 'xyxyxyz'],
  ];
  for (let k = 0; k < 10; k++) {
    const alpha = rng.pick(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']);
    const m = rng.int(1, 4);
    cases.push([rng.string(m, alpha), rng.string(rng.int(m, 40), alpha)]);
  }
  for (let k = 0; k < 5; k++) {
    const alpha = rng.pick(['ab', 'abc']);
    const pat = rng.string(rng.int(2, 8), alpha);
    cases.push([pat, rng.string(rng.int(1000, 4000), alpha)]);
  }
  return cases;
}

/**
 * |txt| = 5 * 10^5: near misses that make a character-by-character check run to the pattern's end at every start
 * (a...ab in a...a, and (ab)...c in (ab)...), a pattern matching often, and a random text with a planted pattern.
 */
export function large(rng) {
  const n = 500000;
  const as = 'a'.repeat(n);
  const nearMiss = `${'a'.repeat(249999)}b`;
  const abab = 'ab'.repeat(n / 2);
  const abMiss = `${'ab'.repeat(100000)}c`;
  const pat = rng.string(1000, 'ab');
  const parts = [];
  let len = 0;
  while (len < n - 1000) {
    const piece = rng.float() < 0.01 ? pat : rng.string(1000, 'ab');
    parts.push(piece);
    len += piece.length;
  }
  const planted = parts.join('').padEnd(n, 'a');
  return [
    [nearMiss, as],
    [abMiss, abab],
    ['a'.repeat(490000), as],
    [pat, planted],
  ];
}
