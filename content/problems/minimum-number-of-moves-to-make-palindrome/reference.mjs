export default function minMovesToMakePalindrome(s) {
  const c = s.split('');
  let moves = 0;
  let lo = 0;
  let hi = c.length - 1;
  while (lo < hi) {
    let j = hi;
    while (j > lo && c[j] !== c[lo]) j--;
    if (j === lo) {
      [c[lo], c[lo + 1]] = [c[lo + 1], c[lo]];
      moves++;
      continue;
    }
    for (let k = j; k < hi; k++) c[k] = c[k + 1];
    c[hi] = c[lo];
    moves += hi - j;
    lo++;
    hi--;
  }
  return moves;
}
