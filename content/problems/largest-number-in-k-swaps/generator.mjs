export default function generate(rng) {
  const cases = [
    ['0', 1],
    ['9', 10],
    ['12', 1],
    ['21', 1],
    ['000000', 3],
    ['99999999999999999999', 10],
    ['1234567', 4],
    ['3435335', 3],
    ['254', 1],
    ['129814999', 4],
    ['8799', 2],
    ['123456789012345678901234567890', 10],
  ];
  while (cases.length < 34) cases.push([rng.string(rng.int(1, 30), rng.pick(['0123456789', '19', '189', '0123'])), rng.int(1, 10)]);
  return cases;
}

// Thirty digits with the largest digit repeated many times: the branches multiply without memoisation.
export function large(rng) {
  return [
    ['191919191919191919191919191919', 10],
    ['111111111111111999999999999999', 10],
    [rng.string(30, '89'), 10],
    [rng.string(30, '0123456789'), 10],
    ['987654321012345678998765432101', 10],
  ];
}
