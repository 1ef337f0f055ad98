function permute(rng, s) {
  return rng.shuffle([...s]).join('');
}

export default function generate(rng) {
  const cases = [
    ['a', 'a'],
    ['a', 'b'],
    ['ab', 'a'],
    ['a', 'ab'],
    ['ab', 'ba'],
    ['aacc', 'ccac'],
    ['abc', 'abd'],
    ['zzzz', 'zzzz'],
    ['listen', 'silent'],
    ['abcdefghijklmnopqrstuvwxyz', 'zyxwvutsrqponmlkjihgfedcba'],
  ];
  for (let k = 0; k < 4; k++) {
    const s = rng.string(rng.int(1, 30), 'abc');
    cases.push([s, permute(rng, s)]);
  }
  for (let k = 0; k < 4; k++) {
    const s = rng.string(rng.int(2, 30), 'abcd');
    const chars = [...permute(rng, s)];
    const i = rng.int(0, chars.length - 1);
    chars[i] = chars[i] === 'a' ? 'b' : 'a';
    cases.push([s, chars.join('')]);
  }
  const long = rng.string(5000);
  cases.push([long, permute(rng, long)]);
  const other = [...permute(rng, long)];
  other[1234] = other[1234] === 'q' ? 'r' : 'q';
  cases.push([long, other.join('')]);
  cases.push([rng.string(5000, 'xy'), rng.string(4999, 'xy')]);
  return cases;
}

/** Both strings at the stated maximum of 5 * 10^4: an anagram, a one-letter miss and unequal lengths. */
export function large(rng) {
  const long = rng.string(50000);
  const other = [...permute(rng, long)];
  other[12345] = other[12345] === 'q' ? 'r' : 'q';
  return [[long, permute(rng, long)], [long, other.join('')], [rng.string(50000, 'xy'), rng.string(49999, 'xy')]];
}
