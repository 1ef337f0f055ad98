export default function solve(n, trains) {
  const order = trains.map((_, i) => i).sort((a, b) => trains[a][1] - trains[b][1]);
  const last = new Array(n + 1).fill(-1);
  let count = 0;
  for (const i of order) {
    const [arr, dep, p] = trains[i];
    if (arr >= last[p]) {
      last[p] = dep;
      count++;
    }
  }
  return count;
}
