function sums(values) {
  let out = [0];
  for (const v of values) {
    const next = new Array(out.length * 2);
    for (let i = 0; i < out.length; i++) {
      next[i] = out[i];
      next[i + out.length] = out[i] + v;
    }
    out = next;
  }
  return Float64Array.from(out).sort();
}

function lowerBound(arr, x) {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (arr[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  const [n, a, b] = v;
  const s = v.slice(3, 3 + n);
  const half = n >> 1;
  const left = sums(s.slice(0, half));
  const right = sums(s.slice(half));
  let count = 0;
  for (const x of left) count += lowerBound(right, b - x + 1) - lowerBound(right, a - x);
  return `${count}\n`;
}
