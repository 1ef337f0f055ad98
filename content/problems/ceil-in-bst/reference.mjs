export default function findCeil(rootArr, x) {
  let best = -1;
  for (const v of rootArr) if (v !== null && v >= x && (best === -1 || v < best)) best = v;
  return best;
}
