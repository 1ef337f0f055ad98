export default function solve(heights) {
  // nearest strictly-shorter bar on each side, found by jumping along already computed boundaries
  const n = heights.length;
  const left = new Array(n), right = new Array(n);
  for (let i = 0; i < n; i++) {
    let j = i - 1;
    while (j >= 0 && heights[j] >= heights[i]) j = left[j];
    left[i] = j;
  }
  for (let i = n - 1; i >= 0; i--) {
    let j = i + 1;
    while (j < n && heights[j] >= heights[i]) j = right[j];
    right[i] = j;
  }
  let best = 0;
  for (let i = 0; i < n; i++) best = Math.max(best, heights[i] * (right[i] - left[i] - 1));
  return best;
}
