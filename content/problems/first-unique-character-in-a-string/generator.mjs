export default function generate(rng) {
  const cases = [['a'], ['aa'], ['ab'], ['aab'], ['abba'], ['leetcode'], ['loveleetcode'], ['aabbccddeeffz'], ['zyxwvutsrqponmlkjihgfedcba']];
  for (let k = 0; k < 10; k++) cases.push([rng.string(rng.int(1, 300), rng.pick(['abc', 'abcdefghij', 'abcdefghijklmnopqrstuvwxyz']))]);
  for (let k = 0; k < 3; k++) {
    // all doubled except maybe one
    const base = rng.string(rng.int(1, 200), 'abcdefghijklmnopqrstuvwxy');
    let arr = rng.shuffle([...base, ...base]);
    if (rng.bool()) arr.splice(rng.int(0, arr.length), 0, 'z');
    cases.push([arr.join('')]);
  }
  const big = 'ab'.repeat(40000) + 'c' + 'ab'.repeat(9999);
  cases.push([big]);
  cases.push([rng.string(100000, 'abcdefghijklmnopqrstuvwxyz')]);
  return cases;
}

/**
 * n = 10^5: a long run of one letter before the others, so checking each character against the whole string
 * from the start scans that run for every later character; the unique one comes last, or there is none.
 */
export function large(rng) {
  const n = 100000;
  const half = n / 2;
  const tail = rng.string(half - 1, 'bcdefghijklmnopqrstuvwxy');
  return [
    ['a'.repeat(half) + 'b'.repeat(half - 1) + 'z'],
    ['a'.repeat(half) + tail + tail[0]],
    ['a'.repeat(half) + 'b'.repeat(half)],
    ['z'.repeat(half) + 'y'.repeat(half - 1) + 'x'],
    ['q'.repeat(half) + tail + 'q'],
    ['m'.repeat(half) + 'n'.repeat(half)],
  ];
}
