export default function getCount(rootArr, l, h) {
  let c = 0;
  for (const v of rootArr) if (v !== null && v >= l && v <= h) c++;
  return c;
}
