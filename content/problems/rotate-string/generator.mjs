const rot = (s, k) => s.slice(k) + s.slice(0, k);

export default function generate(rng) {
  const cases = [
    ['a', 'a'],
    ['a', 'b'],
    ['ab', 'ba'],
    ['aa', 'aa'],
    ['abab', 'baba'],
    ['abab', 'abba'],
    ['abc', 'abcabc'],
    ['z'.repeat(100), 'z'.repeat(100)],
    ['z'.repeat(99) + 'y', 'y' + 'z'.repeat(99)],
  ];
  while (cases.length < 30) {
    const s = rng.string(rng.int(1, 100), rng.pick(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']));
    let goal = rot(s, rng.int(0, s.length - 1));
    if (rng.bool()) {
      const i = rng.int(0, goal.length - 1);
      goal = goal.slice(0, i) + rng.string(1, 'abc') + goal.slice(i + 1);
    }
    cases.push([s, goal]);
  }
  return cases;
}

export function large(rng) {
  const s = rng.string(100, 'ab');
  return [[s, rot(s, 57)], ['a'.repeat(99) + 'b', 'a'.repeat(100)]];
}
