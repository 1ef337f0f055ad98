export default function solve(bills) {
  let five = 0;
  let ten = 0;
  for (const b of bills) {
    if (b === 5) five++;
    else if (b === 10) {
      if (!five) return false;
      five--;
      ten++;
    } else if (ten && five) {
      ten--;
      five--;
    } else if (five >= 3) five -= 3;
    else return false;
  }
  return true;
}
