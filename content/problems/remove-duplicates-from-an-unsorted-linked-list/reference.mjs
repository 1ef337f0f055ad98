export default function removeDuplicates(head) {
  return [...new Set(head)];
}
