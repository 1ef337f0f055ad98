export default function generate(rng) {
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
  const cases = [[' '], ['a'], ['aa'], ['ab'], ['abba'], ['dvdf'], ['pwwkew'], ['bbbbb'], ['aA b'], ['au'], ['abcdefghijklmnopqrstuvwxyz'], [printable]];
  for (let k = 0; k < 12; k++) cases.push([rng.string(rng.int(0, 2000), rng.pick(['ab', 'abcde', 'abcdefghijklmnopqrstuvwxyz', printable]))]);
  cases.push([rng.string(50000, printable)]);
  cases.push([printable.repeat(500).slice(0, 47500)]);
  cases.push([rng.string(50000, 'ab')]);
  return cases;
}
