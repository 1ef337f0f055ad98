export default function checkMirrorTree(n, e, A, B) {
  const first = Array.from({ length: n + 1 }, () => []);
  const second = Array.from({ length: n + 1 }, () => []);
  for (let i = 0; i < 2 * e; i += 2) {
    first[A[i]].push(A[i + 1]);
    second[B[i]].push(B[i + 1]);
  }
  for (let u = 1; u <= n; u++) {
    const a = first[u];
    const b = second[u];
    if (a.length !== b.length) return 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[a.length - 1 - i]) return 0;
  }
  return 1;
}
