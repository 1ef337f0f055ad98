export default function solve(s1, s2) {
  const m = s1.length;
  const count = (str) => {
    const c = new Array(26).fill(0);
    for (const ch of str) c[ch.charCodeAt(0) - 97]++;
    return c.join(',');
  };
  const want = count(s1);
  for (let i = 0; i + m <= s2.length; i++) {
    if (count(s2.slice(i, i + m)) === want) return true;
  }
  return false;
}
