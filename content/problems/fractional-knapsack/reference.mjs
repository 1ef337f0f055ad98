export default function solve(val, wt, capacity) {
  const idx = val.map((_, i) => i).sort((a, b) => val[b] * wt[a] - val[a] * wt[b]);
  let room = capacity;
  let total = 0;
  for (const i of idx) {
    if (room <= 0) break;
    if (wt[i] <= room) {
      room -= wt[i];
      total += val[i];
    } else {
      total += (val[i] * room) / wt[i];
      room = 0;
    }
  }
  return total;
}
