function palindrome(rng, half, odd) {
  const left = [rng.int(1, 9), ...rng.intArray(half - 1, 0, 9)];
  const mid = odd ? [rng.int(0, 9)] : [];
  return Number([...left, ...mid, ...[...left].reverse()].join(''));
}

export default function generate(rng) {
  const cases = [0, 5, 9, -1, 11, 12, 100, 101, 1001, 1000021, 2147483647, -2147483648, 2147447412, 1000000001, 1234554321, 123454321, 1410110141, 10, -101, 22];
  for (let k = 0; k < 5; k++) cases.push(palindrome(rng, rng.int(1, 4), rng.bool()));
  for (let k = 0; k < 5; k++) cases.push(rng.int(-2147483648, 2147483647));
  for (let k = 0; k < 3; k++) cases.push(rng.int(0, 99999));
  return cases.map((x) => [x]);
}
