export default function solve(graph) {
  const colour = new Array(graph.length).fill(-1);
  for (let s = 0; s < graph.length; s++) {
    if (colour[s] !== -1) continue;
    colour[s] = 0;
    const queue = [s];
    for (let h = 0; h < queue.length; h++) {
      const u = queue[h];
      for (const v of graph[u]) {
        if (colour[v] === -1) {
          colour[v] = 1 - colour[u];
          queue.push(v);
        } else if (colour[v] === colour[u]) return false;
      }
    }
  }
  return true;
}
