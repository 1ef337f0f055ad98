// Any arrangement of the same letters with no two equal neighbours; "" exactly when none exists.
export default function check([s], expected, actual) {
  if (typeof actual !== 'string') return 'Return a string';
  if (expected === '') return actual === '' || 'No valid arrangement exists here, so the answer is ""';
  if (actual.length !== s.length) return `The answer must have ${s.length} characters`;
  const counts = new Map();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  for (const ch of actual) {
    const left = counts.get(ch) ?? 0;
    if (left === 0) return 'The answer must use exactly the letters of s';
    counts.set(ch, left - 1);
  }
  for (let i = 1; i < actual.length; i++) {
    if (actual[i] === actual[i - 1]) return `Positions ${i - 1} and ${i} hold the same letter`;
  }
  return true;
}
