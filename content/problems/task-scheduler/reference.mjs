// Oracle: greedy simulation — at every time unit run the available task with the most remaining copies.
export default function solve(tasks, n) {
  const remaining = new Map();
  for (const t of tasks) remaining.set(t, (remaining.get(t) || 0) + 1);
  const nextFree = new Map();
  let left = tasks.length;
  let time = 0;
  while (left > 0) {
    let best = null;
    for (const [t, c] of remaining) {
      if (c > 0 && (nextFree.get(t) || 0) <= time && (best === null || c > remaining.get(best))) best = t;
    }
    if (best !== null) {
      remaining.set(best, remaining.get(best) - 1);
      nextFree.set(best, time + n + 1);
      left--;
      time++;
    } else {
      // jump to the next moment a task becomes available
      let soonest = Infinity;
      for (const [t, c] of remaining) if (c > 0) soonest = Math.min(soonest, nextFree.get(t) || 0);
      time = soonest;
    }
  }
  return time;
}
