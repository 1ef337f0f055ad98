export default function reverseArray(arr) {
  arr.reverse();
}
