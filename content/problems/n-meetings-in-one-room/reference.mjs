export default function solve(start, end) {
  const idx = start.map((_, i) => i).sort((a, b) => end[a] - end[b]);
  let last = -1;
  let count = 0;
  for (const i of idx) {
    if (start[i] > last) {
      count++;
      last = end[i];
    }
  }
  return count;
}
