const zeros = (x) => {
  let z = 0;
  for (let p = 5; p <= x; p *= 5) z += Math.floor(x / p);
  return z;
};

export default function findNum(n) {
  let x = 0;
  while (zeros(x) < n) x += 5;
  return x;
}
