export default function solve(s) {
  let i = 0;
  const parse = () => {
    let out = '';
    while (i < s.length && s[i] !== ']') {
      if (s[i] >= '0' && s[i] <= '9') {
        let k = 0;
        while (s[i] >= '0' && s[i] <= '9') k = k * 10 + Number(s[i++]);
        i++;
        const inner = parse();
        i++;
        out += inner.repeat(k);
      } else out += s[i++];
    }
    return out;
  };
  const res = parse();
  if (res.length > 100000 || s.length > 30) throw new Error('decode-string case violates constraints');
  return res;
}
