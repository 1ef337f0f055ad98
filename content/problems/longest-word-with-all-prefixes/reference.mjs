export default function solve(words) {
  const set = new Set(words);
  let best = '';
  for (const w of set) {
    if (w.length < best.length || (w.length === best.length && w >= best)) continue;
    let ok = true;
    for (let i = w.length - 1; i >= 1; i--) {
      if (!set.has(w.slice(0, i))) {
        ok = false;
        break;
      }
    }
    if (ok) best = w;
  }
  return best;
}
