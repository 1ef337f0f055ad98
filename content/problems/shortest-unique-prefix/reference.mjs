function lcp(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

export default function solve(arr) {
  const idx = arr.map((_, i) => i).sort((x, y) => (arr[x] < arr[y] ? -1 : arr[x] > arr[y] ? 1 : 0));
  const need = new Array(arr.length).fill(0);
  for (let k = 1; k < idx.length; k++) {
    const l = lcp(arr[idx[k - 1]], arr[idx[k]]);
    need[idx[k - 1]] = Math.max(need[idx[k - 1]], l);
    need[idx[k]] = Math.max(need[idx[k]], l);
  }
  return arr.map((w, i) => w.slice(0, need[i] + 1));
}
