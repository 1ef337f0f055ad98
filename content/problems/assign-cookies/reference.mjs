export default function solve(g, s) {
  g = [...g].sort((a, b) => a - b);
  s = [...s].sort((a, b) => a - b);
  let i = 0;
  for (let j = 0; j < s.length && i < g.length; j++) if (s[j] >= g[i]) i++;
  return i;
}
