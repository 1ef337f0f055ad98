export default function solve(s, p) {
  const memo = new Map();
  const go = (i, j) => {
    const key = i * 64 + j;
    if (memo.has(key)) return memo.get(key);
    let res;
    if (j === p.length) res = i === s.length;
    else {
      const first = i < s.length && (p[j] === '.' || p[j] === s[i]);
      if (p[j + 1] === '*') res = go(i, j + 2) || (first && go(i + 1, j));
      else res = first && go(i + 1, j + 1);
    }
    memo.set(key, res);
    return res;
  };
  return go(0, 0);
}
