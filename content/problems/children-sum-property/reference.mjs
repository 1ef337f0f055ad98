export default function isParentSum(rootArr) {
  // level order: the children of the k-th non-null entry are read in the order the queue hands them out
  const vals = rootArr;
  let child = 1;
  for (let i = 0; i < vals.length; i++) {
    if (vals[i] === null) continue;
    const l = child < vals.length ? vals[child] : null;
    const r = child + 1 < vals.length ? vals[child + 1] : null;
    child += 2;
    if (l === null && r === null) continue;
    if ((l ?? 0) + (r ?? 0) !== vals[i]) return false;
  }
  return true;
}
