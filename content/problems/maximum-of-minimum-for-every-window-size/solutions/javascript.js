/**
 * @param {number[]} arr
 * @return {number[]}
 */
var maxOfMin = function (arr) {
  const n = arr.length;
  const left = new Int32Array(n), right = new Int32Array(n);
  const st = new Int32Array(n);
  let top = 0;
  for (let i = 0; i < n; i++) {
    while (top && arr[st[top - 1]] >= arr[i]) top--;
    left[i] = top ? st[top - 1] : -1;
    st[top++] = i;
  }
  top = 0;
  for (let i = n - 1; i >= 0; i--) {
    while (top && arr[st[top - 1]] >= arr[i]) top--;
    right[i] = top ? st[top - 1] : n;
    st[top++] = i;
  }
  const best = new Array(n + 2).fill(0);
  for (let i = 0; i < n; i++) {
    const len = right[i] - left[i] - 1;
    if (arr[i] > best[len]) best[len] = arr[i];
  }
  for (let len = n - 1; len >= 1; len--) if (best[len + 1] > best[len]) best[len] = best[len + 1];
  return best.slice(1, n + 1);
};
