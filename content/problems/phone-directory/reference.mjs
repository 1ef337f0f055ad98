export default function solve(contact, s) {
  const names = [...new Set(contact)].sort();
  const out = [];
  for (let i = 1; i <= s.length; i++) {
    const p = s.slice(0, i);
    const list = names.filter((w) => w.startsWith(p));
    out.push(list.length ? list : ['0']);
  }
  return out;
}
