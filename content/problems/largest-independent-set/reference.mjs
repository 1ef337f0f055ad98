export default function solve(level) {
  // nodes in level order: children of the k-th present node are the next two slots
  const n = level.length;
  const left = new Int32Array(n).fill(-1);
  const right = new Int32Array(n).fill(-1);
  const order = [];
  let slot = 1;
  for (let i = 0; i < n; i++) {
    if (level[i] === null) continue;
    order.push(i);
    if (slot < n && level[slot] !== null) left[i] = slot;
    slot++;
    if (slot < n && level[slot] !== null) right[i] = slot;
    slot++;
  }
  const inS = new Int32Array(n);
  const outS = new Int32Array(n);
  for (let k = order.length - 1; k >= 0; k--) {
    const v = order[k];
    let a = 1;
    let b = 0;
    for (const c of [left[v], right[v]]) {
      if (c < 0) continue;
      a += outS[c];
      b += Math.max(inS[c], outS[c]);
    }
    inS[v] = a;
    outS[v] = b;
  }
  return Math.max(inS[0], outS[0]);
}
