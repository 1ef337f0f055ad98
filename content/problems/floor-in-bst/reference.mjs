export default function floorInBST(rootArr, x) {
  let best = -1;
  for (const v of rootArr) if (v !== null && v <= x && v > best) best = v;
  return best;
}
