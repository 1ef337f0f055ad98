export default function segregateElements(arr) {
  const out = [...arr.filter((x) => x >= 0), ...arr.filter((x) => x < 0)];
  for (let i = 0; i < arr.length; i++) arr[i] = out[i];
}
