export default function solve(s) {
  // Per open bracket, whether an operator has appeared directly inside it.
  const hasOp = [];
  for (const ch of s) {
    if (ch === '(') hasOp.push(false);
    else if (ch === ')') {
      if (!hasOp.pop()) return true;
    } else if ('+-*/'.includes(ch) && hasOp.length) hasOp[hasOp.length - 1] = true;
  }
  return false;
}
