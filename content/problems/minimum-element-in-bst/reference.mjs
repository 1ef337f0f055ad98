export default function minValue(rootArr) {
  let best = -1;
  for (const v of rootArr) if (v !== null && (best === -1 || v < best)) best = v;
  return best;
}
