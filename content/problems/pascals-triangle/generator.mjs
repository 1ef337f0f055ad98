// The input space is tiny, so every valid numRows is tested.
export default function generate() {
  return Array.from({ length: 30 }, (_, i) => [i + 1]);
}
