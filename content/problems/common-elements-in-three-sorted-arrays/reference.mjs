export default function commonElements(a, b, c) {
  const sb = new Set(b);
  const sc = new Set(c);
  return [...new Set(a)].filter((x) => sb.has(x) && sc.has(x)).sort((x, y) => x - y);
}
