export default function solve(s, t) {
  // for each start l (left to right), find the smallest r with coverage using a two-pointer over prefix counts
  const need = new Map();
  for (const ch of t) need.set(ch, (need.get(ch) || 0) + 1);
  const win = new Map();
  let satisfied = 0;
  const kinds = need.size;
  let r = 0, bestLen = Infinity, bestL = 0;
  for (let l = 0; l < s.length; l++) {
    while (r < s.length && satisfied < kinds) {
      const c = s[r++];
      win.set(c, (win.get(c) || 0) + 1);
      if (need.has(c) && win.get(c) === need.get(c)) satisfied++;
    }
    if (satisfied < kinds) break;
    if (r - l < bestLen) { bestLen = r - l; bestL = l; }
    const c = s[l];
    if (need.has(c) && win.get(c) === need.get(c)) satisfied--;
    win.set(c, win.get(c) - 1);
  }
  return bestLen === Infinity ? '' : s.slice(bestL, bestL + bestLen);
}
