const KEYS = ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'];
const CODE = { ' ': '0' };
KEYS.forEach((letters, k) => [...letters].forEach((ch, i) => { CODE[ch] = String(k + 2).repeat(i + 1); }));

export default function solve(S) {
  let out = '';
  for (const c of S) out += CODE[c];
  return out;
}
