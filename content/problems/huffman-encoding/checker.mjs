// Accept any prefix-free set of non-empty binary codewords with the optimal total length.
export default function check([S, f], expected, actual) {
  if (!Array.isArray(actual) || actual.length !== S.length) return `Return exactly ${S.length} codewords, one per letter`;
  for (const c of actual) {
    if (typeof c !== 'string' || c.length === 0 || !/^[01]+$/.test(c)) return `${JSON.stringify(c)} is not a non-empty string of 0s and 1s`;
  }
  const sorted = [...actual].sort();
  for (let i = 0; i + 1 < sorted.length; i++) {
    if (sorted[i + 1].startsWith(sorted[i])) return `"${sorted[i]}" is a prefix of "${sorted[i + 1]}"`;
  }
  const cost = (codes) => codes.reduce((s, c, i) => s + f[i] * c.length, 0);
  const best = cost(expected);
  const got = cost(actual);
  if (got !== best) return `The encoded text has ${got} bits; the minimum is ${best}`;
  return true;
}
