/**
 * @param {number} S
 * @param {number} N
 * @param {number} M
 * @return {number}
 */
var minimumDays = function (S, N, M) {
  if (M > N || (S >= 7 && 6 * N < 7 * M)) return -1;
  return Math.ceil((S * M) / N);
};
