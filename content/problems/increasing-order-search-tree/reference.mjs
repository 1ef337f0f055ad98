export default function increasingBST(root) {
  const values = root.filter((v) => v !== null).sort((a, b) => a - b);
  const out = [];
  values.forEach((v, i) => {
    out.push(v);
    if (i < values.length - 1) out.push(null);
  });
  return out;
}
