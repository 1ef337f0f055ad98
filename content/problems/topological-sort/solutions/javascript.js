/**
 * @param {number} V
 * @param {number[][]} adj
 * @return {number[]}
 */
var topoSort = function (V, adj) {
  const indeg = new Int32Array(V);
  for (const list of adj) for (const v of list) indeg[v]++;
  const order = [];
  for (let u = 0; u < V; u++) if (indeg[u] === 0) order.push(u);
  for (let head = 0; head < order.length; head++) {
    for (const v of adj[order[head]]) if (--indeg[v] === 0) order.push(v);
  }
  return order;
};
