// Budgeted backtracking; results collected in a set.
export default function solve(s) {
  let open = 0;
  let badClose = 0;
  for (const ch of s) {
    if (ch === '(') open++;
    else if (ch === ')') {
      if (open > 0) open--;
      else badClose++;
    }
  }
  const out = new Set();
  const path = [];
  const go = (i, ro, rc, bal) => {
    if (bal < 0) return;
    if (i === s.length) {
      if (ro === 0 && rc === 0 && bal === 0) out.add(path.join(''));
      return;
    }
    const ch = s[i];
    if (ch === '(' && ro > 0) go(i + 1, ro - 1, rc, bal);
    if (ch === ')' && rc > 0) go(i + 1, ro, rc - 1, bal);
    path.push(ch);
    go(i + 1, ro, rc, ch === '(' ? bal + 1 : ch === ')' ? bal - 1 : bal);
    path.pop();
  };
  go(0, open, badClose, 0);
  return [...out];
}
