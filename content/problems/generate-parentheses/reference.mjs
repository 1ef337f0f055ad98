export default function solve(n) {
  const out = [];
  const go = (s, open, close) => {
    if (s.length === 2 * n) {
      out.push(s);
      return;
    }
    if (open < n) go(`${s}(`, open + 1, close);
    if (close < open) go(`${s})`, open, close + 1);
  };
  go('', 0, 0);
  return out;
}
