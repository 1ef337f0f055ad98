const text = (cases) =>
  `${cases.length}\n${cases.map(({ k, b, t, x, v }) => `${x.length} ${k} ${b} ${t}\n${x.join(' ')}\n${v.join(' ')}\n`).join('')}`;

function chicks(rng, n, b, t) {
  const pos = new Set();
  while (pos.size < n) pos.add(rng.int(0, b - 1));
  const x = [...pos].sort((p, q) => p - q);
  // Speeds around the one needed to arrive exactly on time, so about half the chicks are able.
  const v = x.map((p) => Math.max(1, Math.min(100, Math.ceil((b - p) / t) + rng.int(-2, 2))));
  return { k: rng.int(0, n), b, t, x, v };
}

export default function generate(rng) {
  const inputs = [
    text([{ k: 0, b: 1, t: 1, x: [0], v: [1] }]),
    text([{ k: 1, b: 1, t: 1, x: [0], v: [1] }]),
    text([{ k: 1, b: 1000000000, t: 1000, x: [0], v: [100] }]),
    text([{ k: 1, b: 1000000000, t: 1000, x: [999999999], v: [1] }]),
    text([{ k: 2, b: 10, t: 1, x: [0, 5], v: [10, 1] }]),
    text([{ k: 2, b: 10, t: 1, x: [0, 5], v: [10, 5] }]),
    text([{ k: 50, b: 100, t: 1, x: Array.from({ length: 50 }, (_, i) => i), v: new Array(50).fill(100) }]),
  ];
  while (inputs.length < 28) {
    const cases = Array.from({ length: rng.int(1, 10) }, () => {
      const b = rng.int(1, rng.pick([60, 1000, 1000000000]));
      const n = rng.int(1, Math.min(50, b));
      return chicks(rng, n, b, rng.int(1, rng.pick([10, 1000])));
    });
    inputs.push(text(cases));
  }
  return inputs.map((s) => [s]);
}

// 100 cases of 50 chicks each.
export function large(rng) {
  return [[text(Array.from({ length: 100 }, () => chicks(rng, 50, rng.int(50, 1000000000), rng.int(1, 1000))))]];
}
