export default function solve(dict, _n, k) {
  const edge = Array.from({ length: k }, () => new Uint8Array(k));
  const indeg = new Array(k).fill(0);
  for (let i = 0; i + 1 < dict.length; i++) {
    const a = dict[i];
    const b = dict[i + 1];
    let j = 0;
    while (j < a.length && j < b.length && a[j] === b[j]) j++;
    if (j === a.length || j === b.length) continue;
    const x = a.charCodeAt(j) - 97;
    const y = b.charCodeAt(j) - 97;
    if (!edge[x][y]) {
      edge[x][y] = 1;
      indeg[y]++;
    }
  }
  const order = [];
  for (let c = 0; c < k; c++) if (indeg[c] === 0) order.push(c);
  for (let h = 0; h < order.length; h++) {
    const x = order[h];
    for (let y = 0; y < k; y++) if (edge[x][y] && --indeg[y] === 0) order.push(y);
  }
  return order.map((c) => String.fromCharCode(97 + c)).join('');
}
