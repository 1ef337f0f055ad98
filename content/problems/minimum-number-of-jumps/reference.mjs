export default function minJumps(arr) {
  const n = arr.length;
  if (n === 1) return 0;
  let jumps = 0;
  let end = 0;
  let far = 0;
  for (let i = 0; i < n - 1; i++) {
    far = Math.max(far, i + arr[i]);
    if (i === end) {
      if (far <= i) return -1;
      jumps++;
      end = far;
      if (end >= n - 1) return jumps;
    }
  }
  return jumps;
}
