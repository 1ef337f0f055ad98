export default function findTwoElement(arr) {
  const count = new Uint32Array(arr.length + 1);
  for (const v of arr) count[v]++;
  let rep = 0;
  let miss = 0;
  for (let v = 1; v <= arr.length; v++) {
    if (count[v] === 2) rep = v;
    if (count[v] === 0) miss = v;
  }
  return [rep, miss];
}
