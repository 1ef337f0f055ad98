const KEYS = { 2: 'abc', 3: 'def', 4: 'ghi', 5: 'jkl', 6: 'mno', 7: 'pqrs', 8: 'tuv', 9: 'wxyz' };

export default function solve(digits) {
  if (!digits) return [];
  let out = [''];
  for (const d of digits) out = out.flatMap((p) => [...KEYS[d]].map((c) => p + c));
  return out;
}
