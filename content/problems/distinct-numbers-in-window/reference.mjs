export default function dNums(A, B) {
  const freq = new Map();
  const out = [];
  for (let i = 0; i < A.length; i++) {
    freq.set(A[i], (freq.get(A[i]) ?? 0) + 1);
    if (i >= B) {
      const c = freq.get(A[i - B]) - 1;
      if (c === 0) freq.delete(A[i - B]);
      else freq.set(A[i - B], c);
    }
    if (i >= B - 1) out.push(freq.size);
  }
  return out;
}
