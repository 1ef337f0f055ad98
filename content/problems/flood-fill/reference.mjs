export default function solve(image, sr, sc, color) {
  const old = image[sr][sc];
  if (old === color) return image;
  const m = image.length;
  const n = image[0].length;
  const q = [[sr, sc]];
  image[sr][sc] = color;
  while (q.length) {
    const [r, c] = q.pop();
    for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const nr = r + dr;
      const nc = c + dc;
      if (nr >= 0 && nr < m && nc >= 0 && nc < n && image[nr][nc] === old) {
        image[nr][nc] = color;
        q.push([nr, nc]);
      }
    }
  }
  return image;
}
