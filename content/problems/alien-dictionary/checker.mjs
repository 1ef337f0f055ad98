// Any arrangement of the first k letters under which every neighbouring pair of words is in order.
export default function check([dict, , k], _expected, actual) {
  if (typeof actual !== 'string') return 'Return a string of letters';
  if (actual.length !== k) return `The order must contain each of the first ${k} letters exactly once`;
  const rank = new Map();
  for (const [i, ch] of [...actual].entries()) {
    const code = ch.charCodeAt(0) - 97;
    if (code < 0 || code >= k) return `'${ch}' is not one of the first ${k} letters`;
    if (rank.has(ch)) return `'${ch}' appears twice`;
    rank.set(ch, i);
  }
  for (let i = 0; i + 1 < dict.length; i++) {
    const a = dict[i];
    const b = dict[i + 1];
    let j = 0;
    while (j < a.length && j < b.length && a[j] === b[j]) j++;
    if (j === a.length || j === b.length) continue;
    if (rank.get(a[j]) > rank.get(b[j])) return `Under this order "${a}" would come after "${b}"`;
  }
  return true;
}
