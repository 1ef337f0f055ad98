const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export default function generate(rng) {
  const cases = [
    ['a', 'a'],
    ['a', 'b'],
    ['a', 'A'],
    ['ab', 'ba'],
    ['ab', 'abc'],
    ['abc', 'cba'],
    ['abcd', 'dabc'],
    ['abcd', 'bcda'],
    ['aaaa', 'aaaa'],
    ['aabb', 'bbaa'],
  ];
  for (let k = 0; k < 10; k++) {
    const A = rng.string(rng.int(1, 10), rng.pick(['ab', 'abc', 'aAbB']));
    const B = rng.float() < 0.8 ? rng.shuffle(A.split('')).join('') : rng.string(A.length, 'abc');
    cases.push([A, B]);
  }
  for (let k = 0; k < 4; k++) {
    const A = rng.string(rng.int(500, 3000), rng.pick(['abc', LETTERS]));
    cases.push([A, rng.shuffle(A.split('')).join('')]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const A = rng.string(n, LETTERS);
  const rev = A.split('').reverse().join('');
  const rot = A.slice(1) + A[0];
  return [
    [A, rng.shuffle(A.split('')).join('')],
    [A, rev],
    [A, rot],
    [A, `${A.slice(0, n - 1)}${A[n - 1] === 'a' ? 'b' : 'a'}`],
  ];
}
