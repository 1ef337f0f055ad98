export default function generate(rng) {
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
  const cases = [[['a']], [['a', 'b']], [['a', 'b', 'c']], [['x', 'x']], [[' ', '!', ' ']], [['A', 'b', 'C', 'd']], [['1', '2', '3', '4', '5']]];
  for (let k = 0; k < 14; k++) cases.push([[...rng.string(rng.int(1, 500), k % 2 ? printable : 'abcdefXYZ')]]);
  cases.push([[...rng.string(20000, 'abcdefghijklmnopqrstuvwxyz')]]);
  return cases;
}

/** n = 10^5, the stated maximum: printable ASCII and a one-letter run. */
export function large(rng) {
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
  return [[[...rng.string(100000, printable)]], [Array(100000).fill('z')], [[...rng.string(99999, 'ab')]]];
}
