// Any knight's tour from (0, 0) numbered 0 .. n*n - 1; [] exactly when none exists.
export default function check([n], expected, actual) {
  if (!Array.isArray(actual)) return 'Return a matrix';
  if (expected.length === 0) return actual.length === 0 || `No tour exists for n = ${n}; return []`;
  if (actual.length !== n) return `Return ${n} rows`;
  const where = new Array(n * n).fill(null);
  for (let r = 0; r < n; r++) {
    const row = actual[r];
    if (!Array.isArray(row) || row.length !== n) return `Row ${r} must have ${n} values`;
    for (let c = 0; c < n; c++) {
      const v = row[c];
      if (!Number.isInteger(v) || v < 0 || v >= n * n) return `Cell (${r}, ${c}) holds ${v}, not a step number`;
      if (where[v]) return `Step ${v} appears twice`;
      where[v] = [r, c];
    }
  }
  if (actual[0][0] !== 0) return 'The tour must start at (0, 0)';
  for (let s = 1; s < n * n; s++) {
    const [a, b] = where[s - 1];
    const [c, d] = where[s];
    const dr = Math.abs(a - c);
    const dc = Math.abs(b - d);
    if (!((dr === 1 && dc === 2) || (dr === 2 && dc === 1))) return `Steps ${s - 1} and ${s} are not a knight's move apart`;
  }
  return true;
}
