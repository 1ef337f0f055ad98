export default function generate(rng) {
  const cases = [[[[0]]], [[[1]]], [[[0], [1], [0], [1]]], [[[1, 1], [1, 1], [1, 1]]], [[[0, 1], [1, 0]]], [[[1, 0, 1], [1, 0, 1], [0, 0, 0], [1, 0, 1]]]];
  for (let k = 0; k < 12; k++) {
    const r = rng.int(1, 8), c = rng.int(1, 4);
    const pool = Array.from({ length: rng.int(1, 4) }, () => rng.intArray(c, 0, 1));
    cases.push([Array.from({ length: r }, () => [...rng.pick(pool)])]);
  }
  for (let k = 0; k < 3; k++) {
    const r = rng.int(50, 120), c = rng.int(5, 60);
    const pool = Array.from({ length: rng.int(5, 60) }, () => rng.intArray(c, 0, 1));
    cases.push([Array.from({ length: r }, () => [...rng.pick(pool)])]);
  }
  return cases;
}

/**
 * 1000 x 1000: rows that agree everywhere but the last few columns, so comparing rows pairwise scans them almost
 * fully; output kept under the size cap by repeating a few hundred distinct rows.
 */
export function large(rng) {
  const n = 1000;
  const base = rng.intArray(n, 0, 1);
  const distinct = Array.from({ length: 400 }, (_, k) => {
    const row = [...base];
    for (let b = 0; b < 9; b++) row[n - 1 - b] = (k >> b) & 1;
    return row;
  });
  const rows = Array.from({ length: n }, (_, i) => [...distinct[i < 400 ? i : rng.int(0, 399)]]);
  const allSame = Array.from({ length: n }, () => [...base]);
  return [[rows], [allSame]];
}
