export default function solve(n) {
  const out = [];
  const queens = [];
  const place = (r) => {
    if (r === n) {
      out.push(queens.map((c) => '.'.repeat(c) + 'Q' + '.'.repeat(n - c - 1)));
      return;
    }
    for (let c = 0; c < n; c++) {
      if (queens.some((qc, qr) => qc === c || Math.abs(qc - c) === r - qr)) continue;
      queens.push(c);
      place(r + 1);
      queens.pop();
    }
  };
  place(0);
  return out;
}
