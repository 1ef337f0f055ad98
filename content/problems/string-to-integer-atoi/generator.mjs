export default function generate(rng) {
  const cases = [
    [''], [' '], ['+'], ['-'], ['0'], ['-0'], ['42'], ['   -42'], ['4193 with words'], ['words and 987'], ['-91283472332'],
    ['2147483647'], ['2147483648'], ['-2147483648'], ['-2147483649'], ['00000000000012345678'], ['  +0 123'], ['-+1'], ['+1'],
    ['3.14159'], ['.1'], ['   '], ['  - 5'], ['1-2'], ['-000000000000000000000000002147483648'], ['99999999999999999999999999'],
    ['21474836460'], ['-2147483647'], ['  -0012a42'], ['a12'],
  ];
  const alpha = 'ab.+- 0123456789';
  for (let k = 0; k < 12; k++) {
    let s = ' '.repeat(rng.int(0, 3)) + (rng.bool() ? rng.pick(['+', '-', '']) : '') + rng.string(rng.int(0, 14), '0123456789');
    if (rng.bool()) s += rng.string(rng.int(0, 6), alpha);
    cases.push([s]);
  }
  for (let k = 0; k < 4; k++) cases.push([rng.string(rng.int(0, 200), alpha)]);
  return cases;
}

/** s.length = 200, the stated maximum: long runs of spaces, zeros and digits, with and without overflow. */
export function large(rng) {
  return [
    [' '.repeat(150) + '-' + '0'.repeat(40) + '2147483648'.slice(0, 9)],
    ['0'.repeat(190) + '2147483647'],
    ['+' + rng.string(199, '0123456789')],
    [' '.repeat(199) + '7'],
  ];
}
