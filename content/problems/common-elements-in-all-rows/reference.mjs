export default function commonElements(mat) {
  const seenIn = new Map();
  for (const v of mat[0]) seenIn.set(v, 1);
  for (let r = 1; r < mat.length; r++) {
    for (const v of mat[r]) if (seenIn.get(v) === r) seenIn.set(v, r + 1);
  }
  const out = [];
  for (const [v, c] of seenIn) if (c === mat.length) out.push(v);
  return out.sort((a, b) => a - b);
}
