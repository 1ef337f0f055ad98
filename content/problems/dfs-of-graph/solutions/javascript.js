/**
 * @param {number} V
 * @param {number[][]} adj
 * @return {number[]}
 */
var dfsOfGraph = function (V, adj) {
  // an explicit stack of (vertex, next neighbour index) keeps the recursive order without deep recursion
  const seen = new Uint8Array(V);
  const order = [0];
  const stack = [0];
  const next = [0];
  seen[0] = 1;
  while (stack.length) {
    const top = stack.length - 1;
    const u = stack[top];
    if (next[top] === adj[u].length) {
      stack.pop();
      next.pop();
      continue;
    }
    const v = adj[u][next[top]++];
    if (!seen[v]) {
      seen[v] = 1;
      order.push(v);
      stack.push(v);
      next.push(0);
    }
  }
  return order;
};
