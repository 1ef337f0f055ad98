// Memoised suffix splitting: ways(i) lists the sentences that cut s[i..].
export default function solve(s, wordDict) {
  const words = new Set(wordDict);
  const memo = new Map();
  const ways = (i) => {
    if (i === s.length) return [''];
    if (memo.has(i)) return memo.get(i);
    const out = [];
    for (let j = i + 1; j <= Math.min(s.length, i + 10); j++) {
      const w = s.slice(i, j);
      if (!words.has(w)) continue;
      for (const rest of ways(j)) out.push(rest === '' ? w : `${w} ${rest}`);
    }
    memo.set(i, out);
    return out;
  };
  return ways(0);
}
