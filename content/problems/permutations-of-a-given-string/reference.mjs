export default function solve(s) {
  const count = new Map();
  for (const ch of s) count.set(ch, (count.get(ch) ?? 0) + 1);
  const letters = [...count.keys()].sort();
  const out = [];
  const path = [];
  const go = () => {
    if (path.length === s.length) {
      out.push(path.join(''));
      return;
    }
    for (const ch of letters) {
      const c = count.get(ch);
      if (c === 0) continue;
      count.set(ch, c - 1);
      path.push(ch);
      go();
      path.pop();
      count.set(ch, c);
    }
  };
  go();
  return out;
}
