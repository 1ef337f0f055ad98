export default function solve(a) {
  let cur = Infinity, best = Infinity;
  for (const x of a) { cur = Math.min(x, cur + x); best = Math.min(best, cur); }
  return best;
}
