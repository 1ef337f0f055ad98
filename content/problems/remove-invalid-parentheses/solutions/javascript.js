/**
 * @param {string} s
 * @return {string[]}
 */
var removeInvalidParentheses = function (s) {
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
  const go = (i, ro, rc, bal, cur) => {
    if (bal < 0) return;
    if (i === s.length) {
      if (ro === 0 && rc === 0 && bal === 0) out.add(cur);
      return;
    }
    const ch = s[i];
    if (ch === '(' && ro > 0) go(i + 1, ro - 1, rc, bal, cur);
    if (ch === ')' && rc > 0) go(i + 1, ro, rc - 1, bal, cur);
    go(i + 1, ro, rc, ch === '(' ? bal + 1 : ch === ')' ? bal - 1 : bal, cur + ch);
  };
  go(0, open, badClose, 0, '');
  return [...out];
};
