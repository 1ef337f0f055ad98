export default function isPalindrome(s) {
  return [...s].reverse().join('') === s;
}
