export default function minFlips(s) {
  let d = 0;
  for (let i = 0; i < s.length; i++) if (s[i] !== (i % 2 ? '1' : '0')) d++;
  return Math.min(d, s.length - d);
}
