export default function solve(board) {
  const n = board.length, last = n * n;
  const at = (s) => {
    const q = Math.floor((s - 1) / n), r = n - 1 - q;
    const c = q % 2 === 0 ? (s - 1) % n : n - 1 - ((s - 1) % n);
    return board[r][c];
  };
  const dist = new Array(last + 1).fill(-1);
  dist[1] = 0;
  const queue = [1];
  for (let h = 0; h < queue.length; h++) {
    const cur = queue[h];
    if (cur === last) return dist[cur];
    for (let d = 1; d <= 6 && cur + d <= last; d++) {
      let nxt = cur + d;
      const v = at(nxt);
      if (v !== -1) nxt = v;
      if (dist[nxt] < 0) { dist[nxt] = dist[cur] + 1; queue.push(nxt); }
    }
  }
  return -1;
}
