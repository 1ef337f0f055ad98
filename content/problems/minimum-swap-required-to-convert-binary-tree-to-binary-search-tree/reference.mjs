export default function minSwaps(A) {
  const n = A.length;
  const seq = [];
  const stack = [];
  let i = 0;
  while (i < n || stack.length) {
    while (i < n) {
      stack.push(i);
      i = 2 * i + 1;
    }
    const j = stack.pop();
    seq.push(A[j]);
    i = 2 * j + 2;
  }
  const order = seq.map((v, p) => [v, p]).sort((a, b) => a[0] - b[0]);
  const target = new Array(n);
  order.forEach(([, p], k) => {
    target[p] = k;
  });
  const seen = new Uint8Array(n);
  let cycles = 0;
  for (let p = 0; p < n; p++) {
    if (seen[p]) continue;
    cycles++;
    for (let q = p; !seen[q]; q = target[q]) seen[q] = 1;
  }
  return n - cycles;
}
