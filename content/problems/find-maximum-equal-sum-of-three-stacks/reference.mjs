export default function solve(s1, s2, s3) {
  const stacks = [s1, s2, s3];
  const sum = stacks.map((s) => s.reduce((a, b) => a + b, 0));
  const top = [0, 0, 0];
  while (!(sum[0] === sum[1] && sum[1] === sum[2])) {
    let k = 0;
    if (sum[1] > sum[k]) k = 1;
    if (sum[2] > sum[k]) k = 2;
    sum[k] -= stacks[k][top[k]++];
  }
  return sum[0];
}
