function mutate(rng, s, k, alpha) {
  let t = s;
  for (let i = 0; i < k; i++) {
    const op = rng.int(0, 2);
    const pos = rng.int(0, t.length);
    if (op === 0 || !t.length) t = t.slice(0, pos) + rng.string(1, alpha) + t.slice(pos);
    else if (op === 1) t = t.slice(0, Math.min(pos, t.length - 1)) + t.slice(Math.min(pos, t.length - 1) + 1);
    else t = t.slice(0, Math.min(pos, t.length - 1)) + rng.string(1, alpha) + t.slice(Math.min(pos, t.length - 1) + 1);
  }
  return t.slice(0, 500);
}

export default function generate(rng) {
  const cases = [
    ['', ''],
    ['a', ''],
    ['', 'z'],
    ['a', 'a'],
    ['a', 'b'],
    ['intention', 'execution'],
    ['abc', 'cba'],
    ['a'.repeat(500), ''],
    ['a'.repeat(500), 'b'.repeat(500)],
    ['ab'.repeat(250), 'ba'.repeat(250)],
  ];
  while (cases.length < 28) {
    const alpha = rng.pick(['ab', 'abcd', 'abcdefghijklmnopqrstuvwxyz']);
    const big = rng.float() < 0.3;
    const s = rng.string(rng.int(0, big ? 500 : 30), alpha);
    const t = rng.bool() ? mutate(rng, s, rng.int(0, big ? 60 : 8), alpha) : rng.string(rng.int(0, big ? 500 : 30), alpha);
    cases.push(rng.bool() ? [s, t] : [t, s]);
  }
  return cases;
}
