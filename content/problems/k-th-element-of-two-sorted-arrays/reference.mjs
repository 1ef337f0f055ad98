export default function kthElement(a, b, k) {
  let i = 0;
  let j = 0;
  let last = 0;
  for (let step = 0; step < k; step++) {
    if (j >= b.length || (i < a.length && a[i] <= b[j])) last = a[i++];
    else last = b[j++];
  }
  return last;
}
