const typeOut = (s) => {
  const st = [];
  for (const ch of s) if (ch === '#') st.pop(); else st.push(ch);
  return st.join('');
};
export default function solve(s, t) {
  return typeOut(s) === typeOut(t);
}
