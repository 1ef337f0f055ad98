export default function maximalRectangle(matrix) {
  const cols = matrix[0].length;
  const h = new Array(cols + 1).fill(0);
  let best = 0;
  for (const row of matrix) {
    for (let j = 0; j < cols; j++) h[j] = row[j] === '1' ? h[j] + 1 : 0;
    const stack = [];
    for (let j = 0; j <= cols; j++) {
      while (stack.length && h[stack[stack.length - 1]] >= h[j]) {
        const height = h[stack.pop()];
        const left = stack.length ? stack[stack.length - 1] + 1 : 0;
        best = Math.max(best, height * (j - left));
      }
      stack.push(j);
    }
  }
  return best;
}
