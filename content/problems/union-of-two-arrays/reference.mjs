export default function doUnion(a, b) {
  return new Set([...a, ...b]).size;
}
