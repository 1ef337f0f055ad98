export default function valueEqualToIndex(arr) {
  const out = [];
  arr.forEach((v, i) => {
    if (v === i + 1) out.push(v);
  });
  return out;
}
