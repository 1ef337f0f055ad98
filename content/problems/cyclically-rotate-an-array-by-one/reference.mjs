export default function rotate(arr) {
  arr.unshift(arr.pop());
}
