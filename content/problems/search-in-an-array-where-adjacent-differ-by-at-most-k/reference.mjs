export default function search(arr, x) {
  return arr.indexOf(x);
}
