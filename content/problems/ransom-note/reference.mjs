export default function solve(ransomNote, magazine) {
  const have = new Map();
  for (const ch of magazine) have.set(ch, (have.get(ch) || 0) + 1);
  for (const ch of ransomNote) {
    const c = have.get(ch) || 0;
    if (c === 0) return false;
    have.set(ch, c - 1);
  }
  return true;
}
