function maxPrefixCount(s) {
  let p2 = 1;
  let p1 = s[0] !== '0' ? 1 : 0;
  let mx = p1;
  for (let i = 2; i <= s.length; i++) {
    let cur = 0;
    if (s[i - 1] !== '0') cur += p1;
    const two = Number(s.slice(i - 2, i));
    if (two >= 10 && two <= 26) cur += p2;
    [p2, p1] = [p1, cur];
    mx = Math.max(mx, cur);
  }
  return mx;
}

export default function generate(rng) {
  const cases = [
    ['0'],
    ['1'],
    ['9'],
    ['10'],
    ['20'],
    ['30'],
    ['27'],
    ['100'],
    ['101'],
    ['2101'],
    ['1'.repeat(45)],
    ['2'.repeat(45)],
    ['9'.repeat(100)],
    ['12'.repeat(22)],
    ['1'.repeat(40) + '00'],
    ['123456789012345678901234567890'],
  ];
  while (cases.length < 34) {
    const len = rng.int(1, 100);
    let s = '';
    while (s.length < len) s += String(rng.float() < 0.5 ? rng.int(1, 26) : rng.int(3, 9));
    s = s.slice(0, len);
    if (rng.float() < 0.25) {
      const pos = rng.int(0, s.length - 1);
      s = s.slice(0, pos) + '0' + s.slice(pos + 1);
    }
    if (maxPrefixCount(s) > 2147483647) continue;
    cases.push([s]);
  }
  return cases;
}
