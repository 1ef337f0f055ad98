export default function solve(n, seq) {
  const state = new Map();
  let free = n, refused = 0;
  for (const c of seq) {
    const st = state.get(c);
    if (st === undefined) {
      if (free > 0) {
        free--;
        state.set(c, 'in');
      } else {
        refused++;
        state.set(c, 'away');
      }
    } else if (st === 'in') {
      free++;
      state.set(c, 'done');
    }
  }
  return refused;
}
