function bed(rng, len) {
  const out = [];
  for (let i = 0; i < len; i++) out.push(i > 0 && out[i - 1] === 1 ? 0 : rng.float() < 0.3 ? 1 : 0);
  return out;
}

function capacity(b) {
  const f = [...b];
  let c = 0;
  for (let i = 0; i < f.length; i++) {
    if (f[i] === 0 && (i === 0 || f[i - 1] === 0) && (i === f.length - 1 || f[i + 1] === 0)) {
      f[i] = 1;
      c++;
    }
  }
  return c;
}

export default function generate(rng) {
  const cases = [
    [[0], 0],
    [[1], 0],
    [[1], 1],
    [[0, 0], 1],
    [[0, 0], 2],
    [[1, 0], 1],
    [[0, 0, 1], 1],
    [[0, 1, 0], 1],
    [[0, 0, 0, 0, 0], 3],
    [[0, 0, 0, 0, 0], 4],
    [Array(20000).fill(0), 10000],
    [Array(20000).fill(0), 10001],
  ];
  while (cases.length < 28) {
    const b = bed(rng, rng.int(1, rng.bool() ? 12 : 5000));
    const cap = capacity(b);
    const n = Math.min(b.length, Math.max(0, cap + rng.pick([-2, -1, 0, 0, 1, 1, 3])));
    cases.push([b, n]);
  }
  return cases;
}
