export default function solve(candidates, target) {
  const a = candidates.slice().sort((x, y) => x - y);
  const out = [];
  const path = [];
  const go = (start, rem) => {
    if (rem === 0) {
      out.push(path.slice());
      return;
    }
    for (let i = start; i < a.length && a[i] <= rem; i++) {
      if (i > start && a[i] === a[i - 1]) continue;
      path.push(a[i]);
      go(i + 1, rem - a[i]);
      path.pop();
    }
  };
  go(0, target);
  return out;
}
