export default function deleteDuplicates(head) {
  return head.filter((v, i) => i === 0 || v !== head[i - 1]);
}
