export default function solve(arr) {
  const n = arr.length;
  const left = new Array(n), right = new Array(n);
  const st = [];
  for (let i = 0; i < n; i++) {
    while (st.length && arr[st[st.length - 1]] >= arr[i]) st.pop();
    left[i] = st.length ? st[st.length - 1] : -1;
    st.push(i);
  }
  st.length = 0;
  for (let i = n - 1; i >= 0; i--) {
    while (st.length && arr[st[st.length - 1]] >= arr[i]) st.pop();
    right[i] = st.length ? st[st.length - 1] : n;
    st.push(i);
  }
  const best = new Array(n + 2).fill(0);
  for (let i = 0; i < n; i++) {
    const len = right[i] - left[i] - 1;
    if (arr[i] > best[len]) best[len] = arr[i];
  }
  for (let len = n - 1; len >= 1; len--) if (best[len + 1] > best[len]) best[len] = best[len + 1];
  return best.slice(1, n + 1);
}
