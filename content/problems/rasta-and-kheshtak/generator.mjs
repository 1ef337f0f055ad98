const grid = (rng, r, c, hi) => Array.from({ length: r }, () => rng.intArray(c, 1, hi));
const text = (a, b) => `${a.length} ${a[0].length}\n${a.map((row) => row.join(' ')).join('\n')}\n${b.length} ${b[0].length}\n${b.map((row) => row.join(' ')).join('\n')}\n`;

/** b with a copy of a's k x k block at (ai, aj) pasted at (bi, bj). */
function plant(a, b, k, ai, aj, bi, bj) {
  const out = b.map((row) => [...row]);
  for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) out[bi + i][bj + j] = a[ai + i][aj + j];
  return out;
}

export default function generate(rng) {
  const inputs = [
    text([[1]], [[1]]),
    text([[1]], [[1000]]),
    text([[7, 7], [7, 7]], [[7]]),
    text([[1, 2], [3, 4]], [[1, 2], [3, 4]]),
    text([[1, 2], [3, 4]], [[4, 3], [2, 1]]),
    text([[5, 5, 5]], [[5], [5], [5]]),
    text(grid(rng, 1, 30, 3), grid(rng, 30, 1, 3)),
  ];
  while (inputs.length < 30) {
    const [n, m, p, q] = Array.from({ length: 4 }, () => rng.int(1, rng.bool() ? 6 : 40));
    const hi = rng.pick([2, 3, 1000]);
    const a = grid(rng, n, m, hi);
    let b = grid(rng, p, q, hi);
    const k = rng.int(1, Math.min(n, m, p, q));
    if (rng.bool()) b = plant(a, b, k, rng.int(0, n - k), rng.int(0, m - k), rng.int(0, p - k), rng.int(0, q - k));
    inputs.push(text(a, b));
  }
  return inputs.map((s) => [s]);
}

/** 700 x 700 grids: two-valued random cells (many small matches), a planted 300 x 300 copy, and all-equal grids. */
export function large(rng) {
  const a = grid(rng, 700, 700, 1000);
  const planted = plant(a, grid(rng, 700, 700, 1000), 300, 123, 400, 350, 17);
  const ones = Array.from({ length: 700 }, () => new Array(700).fill(1));
  return [[text(grid(rng, 700, 700, 2), grid(rng, 700, 700, 2))], [text(a, planted)], [text(ones, ones)]];
}
