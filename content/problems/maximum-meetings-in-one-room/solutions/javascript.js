/**
 * @param {number} N
 * @param {number[]} S
 * @param {number[]} F
 * @return {number[]}
 */
var maxMeetings = function (N, S, F) {
  const idx = Array.from({ length: N }, (_, i) => i).sort((a, b) => F[a] - F[b] || a - b);
  let last = -1;
  const out = [];
  for (const i of idx) {
    if (S[i] > last) {
      out.push(i + 1);
      last = F[i];
    }
  }
  return out.sort((a, b) => a - b);
};
