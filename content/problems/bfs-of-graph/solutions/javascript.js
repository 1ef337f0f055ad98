/**
 * @param {number} V
 * @param {number[][]} adj
 * @return {number[]}
 */
var bfsOfGraph = function (V, adj) {
  const seen = new Uint8Array(V);
  const order = [0];
  seen[0] = 1;
  for (let head = 0; head < order.length; head++) {
    for (const v of adj[order[head]]) {
      if (!seen[v]) {
        seen[v] = 1;
        order.push(v);
      }
    }
  }
  return order;
};
