export default function findPreSuc(rootArr, key) {
  let pre = -1;
  let suc = -1;
  for (const v of rootArr) {
    if (v === null) continue;
    if (v < key && v > pre) pre = v;
    if (v > key && (suc === -1 || v < suc)) suc = v;
  }
  return [pre, suc];
}
