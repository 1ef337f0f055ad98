/**
 * @param {number} V
 * @param {number[][]} adj
 * @return {number}
 */
var kosaraju = function (V, adj) {
  // pass 1: finishing order with an explicit stack
  const seen = new Uint8Array(V);
  const finish = [];
  for (let s = 0; s < V; s++) {
    if (seen[s]) continue;
    seen[s] = 1;
    const stack = [s];
    const next = [0];
    while (stack.length) {
      const top = stack.length - 1;
      const u = stack[top];
      if (next[top] < adj[u].length) {
        const v = adj[u][next[top]++];
        if (!seen[v]) {
          seen[v] = 1;
          stack.push(v);
          next.push(0);
        }
      } else {
        finish.push(u);
        stack.pop();
        next.pop();
      }
    }
  }
  // pass 2: reversed graph, latest finisher first
  const radj = Array.from({ length: V }, () => []);
  for (let u = 0; u < V; u++) for (const v of adj[u]) radj[v].push(u);
  const done = new Uint8Array(V);
  let count = 0;
  for (let k = V - 1; k >= 0; k--) {
    const s = finish[k];
    if (done[s]) continue;
    count++;
    done[s] = 1;
    const stack = [s];
    while (stack.length) {
      const u = stack.pop();
      for (const v of radj[u]) {
        if (!done[v]) {
          done[v] = 1;
          stack.push(v);
        }
      }
    }
  }
  return count;
};
