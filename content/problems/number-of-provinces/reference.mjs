export default function solve(isConnected) {
  const n = isConnected.length;
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  let count = n;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
    if (isConnected[i][j]) {
      const a = find(i);
      const b = find(j);
      if (a !== b) {
        parent[a] = b;
        count--;
      }
    }
  }
  return count;
}
