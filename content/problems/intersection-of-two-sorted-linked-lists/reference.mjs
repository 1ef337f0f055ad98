export default function findIntersection(head1, head2) {
  const out = [];
  let i = 0;
  let j = 0;
  while (i < head1.length && j < head2.length) {
    if (head1[i] === head2[j]) {
      out.push(head1[i]);
      i++;
      j++;
    } else if (head1[i] < head2[j]) i++;
    else j++;
  }
  return out;
}
