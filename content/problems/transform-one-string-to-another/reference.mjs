export default function solve(A, B) {
  if (A.length !== B.length) return -1;
  const cnt = new Map();
  for (const c of A) cnt.set(c, (cnt.get(c) ?? 0) + 1);
  for (const c of B) {
    const k = cnt.get(c) ?? 0;
    if (k === 0) return -1;
    cnt.set(c, k - 1);
  }
  let j = B.length - 1;
  for (let i = A.length - 1; i >= 0; i--) if (j >= 0 && A[i] === B[j]) j--;
  return j + 1;
}
