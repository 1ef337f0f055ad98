const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function randomSeq(rng, letters) {
  const picked = rng.shuffle(UP.split('')).slice(0, letters);
  // random valid order: each letter's arrival before its departure
  const events = rng.shuffle([...picked, ...picked]);
  return events.join('');
}

export default function generate(rng) {
  const cases = [
    [1, 'AA'],
    [26, 'AA'],
    [1, 'ABAB'],
    [1, 'ABBA'],
    [2, 'ABCCBA'],
    [26, UP + UP],
    [1, UP + UP],
    [1, UP + UP.split('').reverse().join('')],
    [13, UP + UP.split('').reverse().join('')],
    [3, 'ABCDEFABCDEF'],
  ];
  for (let k = 0; k < 14; k++) {
    const letters = rng.int(1, 26);
    cases.push([rng.int(1, Math.max(1, Math.min(26, rng.pick([2, 5, 26])))), randomSeq(rng, letters)]);
  }
  return cases;
}
