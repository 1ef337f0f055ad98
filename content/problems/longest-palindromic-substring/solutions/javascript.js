/**
 * @param {string} s
 * @return {string}
 */
var longestPalindrome = function (s) {
  // Expand around each center; on equal length keep the later palindrome (any longest one is accepted).
  let start = 0;
  let best = 0;
  for (let c = 0; c < 2 * s.length - 1; c++) {
    let l = c >> 1;
    let r = l + (c & 1);
    while (l >= 0 && r < s.length && s[l] === s[r]) {
      l--;
      r++;
    }
    if (r - l - 1 >= best) {
      best = r - l - 1;
      start = l + 1;
    }
  }
  return s.slice(start, start + best);
};
