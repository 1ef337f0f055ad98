// Every board size from 1 to 24; the largest sizes are in large().
export default function generate() {
  return Array.from({ length: 24 }, (_, i) => [i + 1]);
}

export function large() {
  return [[25], [28], [29], [30]];
}
