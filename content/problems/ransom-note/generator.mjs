export default function generate(rng) {
  const cases = [
    ['a', 'a'], ['a', 'b'], ['aa', 'a'], ['aa', 'aab'], ['abc', 'cba'], ['aab', 'baa'], ['zzz', 'zz'],
    ['abcdefghijklmnopqrstuvwxyz', 'zyxwvutsrqponmlkjihgfedcba'], ['ab', 'aaaaaaaaaa'],
  ];
  for (let k = 0; k < 8; k++) {
    const mag = rng.string(rng.int(1, 2000), 'abcdefghij');
    const take = rng.shuffle([...mag]).slice(0, rng.int(1, Math.min(500, mag.length))).join('');
    cases.push([take, mag]);
  }
  for (let k = 0; k < 6; k++) cases.push([rng.string(rng.int(1, 50), 'abcde'), rng.string(rng.int(1, 100), 'abcde')]);
  for (let k = 0; k < 3; k++) {
    const mag = rng.string(rng.int(10, 1000), 'abcdef');
    const take = rng.shuffle([...mag]).slice(0, rng.int(5, mag.length));
    take.push(rng.pick(take));
    cases.push([take.join(''), mag.slice(0, mag.length)]);
  }
  const big = rng.string(100000, 'abcdefghijklmnopqrstuvwxyz');
  cases.push([rng.shuffle([...big]).join(''), big]);
  return cases;
}
