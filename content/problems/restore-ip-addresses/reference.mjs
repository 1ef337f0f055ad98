export default function restoreIpAddresses(s) {
  const out = [];
  const ok = (part) => part.length > 0 && part.length <= 3 && (part === '0' || part[0] !== '0') && Number(part) <= 255;
  for (let a = 1; a <= 3; a++)
    for (let b = a + 1; b <= a + 3; b++)
      for (let c = b + 1; c <= b + 3; c++) {
        const parts = [s.slice(0, a), s.slice(a, b), s.slice(b, c), s.slice(c)];
        if (c < s.length && parts.every(ok)) out.push(parts.join('.'));
      }
  return out;
}
