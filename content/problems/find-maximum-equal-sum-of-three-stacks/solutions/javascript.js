/**
 * @param {number[]} s1
 * @param {number[]} s2
 * @param {number[]} s3
 * @return {number}
 */
var maxEqualSum = function (s1, s2, s3) {
  const st = [s1, s2, s3];
  const sum = st.map((s) => s.reduce((a, b) => a + b, 0));
  const top = [0, 0, 0];
  while (!(sum[0] === sum[1] && sum[1] === sum[2])) {
    let k = 0;
    if (sum[1] > sum[k]) k = 1;
    if (sum[2] > sum[k]) k = 2;
    sum[k] -= st[k][top[k]++];
  }
  return sum[0];
};
