export default function solve(candidates, target) {
  const sorted = [...candidates].sort((a, b) => a - b);
  const out = [];
  const cur = [];
  const go = (start, remain) => {
    if (remain === 0) {
      out.push([...cur]);
      return;
    }
    for (let i = start; i < sorted.length && sorted[i] <= remain; i++) {
      cur.push(sorted[i]);
      go(i, remain - sorted[i]);
      cur.pop();
    }
  };
  go(0, target);
  return out;
}
