export default function sortArray(nums) {
  return Int32Array.from(nums).sort().reduce((out, v) => {
    out.push(v);
    return out;
  }, []);
}
