export default function solve(s, k) {
  // For each target letter, the longest window containing at most k other letters (two pointers).
  let best = 0;
  for (let c = 65; c <= 90; c++) {
    const ch = String.fromCharCode(c);
    let left = 0, others = 0;
    for (let right = 0; right < s.length; right++) {
      if (s[right] !== ch) others++;
      while (others > k) { if (s[left] !== ch) others--; left++; }
      best = Math.max(best, right - left + 1);
    }
  }
  return best;
}
