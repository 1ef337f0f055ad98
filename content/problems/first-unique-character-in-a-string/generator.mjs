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
