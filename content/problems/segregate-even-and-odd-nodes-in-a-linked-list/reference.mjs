export default function divide(head) {
  return [...head.filter((v) => v % 2 === 0), ...head.filter((v) => v % 2 === 1)];
}
