// Fill positions 0, 2, 4, ... then 1, 3, 5, ... with the letters, most frequent first.
export default function solve(s) {
  const counts = new Map();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const letters = [...counts.keys()].sort((a, b) => counts.get(b) - counts.get(a) || (a < b ? -1 : 1));
  if (counts.get(letters[0]) > Math.floor((s.length + 1) / 2)) return '';
  const out = new Array(s.length);
  let i = 0;
  for (const ch of letters) {
    for (let k = 0; k < counts.get(ch); k++) {
      if (i >= s.length) i = 1;
      out[i] = ch;
      i += 2;
    }
  }
  return out.join('');
}
