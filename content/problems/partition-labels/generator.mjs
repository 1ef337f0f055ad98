export default function generate(rng) {
  const cases = [
    ['a'],
    ['aa'],
    ['ab'],
    ['aba'],
    ['abcdefghijklmnopqrstuvwxyz'],
    ['z'.repeat(500)],
    ['abcdefghijklmnopqrstuvwxyza'],
    ['caedbdedda'],
    ['qiejxqfnqceocmy'],
  ];
  while (cases.length < 28) {
    const kind = rng.int(0, 2);
    let s;
    if (kind === 0) s = rng.string(rng.int(1, 500), rng.pick(['abcdefghijklmnopqrstuvwxyz', 'abcdefghij']));
    else {
      // blocks of disjoint alphabets produce several pieces
      const letters = rng.shuffle([...'abcdefghijklmnopqrstuvwxyz']);
      s = '';
      let p = 0;
      while (p < letters.length && s.length < 500) {
        const k = rng.int(1, 4);
        const group = letters.slice(p, p + k).join('');
        p += k;
        s += rng.string(rng.int(1, kind === 1 ? 6 : 30), group);
      }
      s = s.slice(0, 500);
    }
    cases.push([s]);
  }
  return cases;
}
