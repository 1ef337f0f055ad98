// Saturating count: exact below CAP, CAP otherwise (only used to keep answers in 32-bit range).
function count(s, t) {
  const CAP = 2 ** 40;
  const m = t.length;
  const w = [1, ...new Array(m).fill(0)];
  for (const ch of s) for (let j = m; j >= 1; j--) if (ch === t[j - 1]) w[j] = Math.min(CAP, w[j] + w[j - 1]);
  return w[m];
}

function subseq(rng, s, k) {
  const idx = rng.shuffle([...Array(s.length).keys()]).slice(0, k).sort((a, b) => a - b);
  return idx.map((i) => s[i]).join('');
}

export default function generate(rng) {
  const cases = [
    ['a', 'a'],
    ['a', 'b'],
    ['a', 'aa'],
    ['A', 'a'],
    ['aaaaa', 'aa'],
    ['a'.repeat(1000), 'a'.repeat(1000)],
    ['a'.repeat(1000), 'a'.repeat(999)],
    ['a'.repeat(1000), 'a'.repeat(997)],
    ['ab'.repeat(500), 'b'.repeat(500)],
    ['xyz'.repeat(300), 'zyx'],
  ];
  for (const [s, t] of cases) if (count(s, t) > 2147483647) throw new Error('hand-written case too large');
  while (cases.length < 30) {
    const alpha = rng.pick(['ab', 'abc', 'aAbB', 'abcdefghijklmnopqrstuvwxyz']);
    const big = rng.float() < 0.3;
    const s = rng.string(rng.int(1, big ? 1000 : 25), alpha);
    const k = rng.int(1, Math.max(1, Math.min(s.length, big ? rng.pick([3, 20, 900]) : 8)));
    const t = rng.float() < 0.8 ? subseq(rng, s, k) : rng.string(k, alpha);
    if (count(s, t) > 2147483647) continue;
    cases.push([s, t]);
  }
  return cases;
}
