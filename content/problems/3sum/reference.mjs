// Independent of the two-pointer method: for each pair (i, j) look up the third value in a count map.
export default function solve(nums) {
  const sorted = [...nums].sort((a, b) => a - b);
  const count = new Map();
  for (const x of sorted) count.set(x, (count.get(x) ?? 0) + 1);
  const values = [...count.keys()];
  const out = [];
  for (let i = 0; i < values.length; i++) {
    for (let j = i; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const c = -a - b;
      if (c < b || !count.has(c)) continue;
      const need = new Map();
      for (const v of [a, b, c]) need.set(v, (need.get(v) ?? 0) + 1);
      if ([...need].every(([v, n]) => count.get(v) >= n)) out.push([a, b, c]);
    }
  }
  return out;
}
