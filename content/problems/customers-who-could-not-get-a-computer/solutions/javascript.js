/**
 * @param {number} n
 * @param {string} seq
 * @return {number}
 */
var runCustomerSimulation = function (n, seq) {
  const state = new Array(26).fill(0);
  let free = n, refused = 0;
  for (let i = 0; i < seq.length; i++) {
    const c = seq.charCodeAt(i) - 65;
    if (state[c] === 0) {
      if (free > 0) {
        free--;
        state[c] = 1;
      } else {
        refused++;
        state[c] = 2;
      }
    } else if (state[c] === 1) {
      free++;
      state[c] = 2;
    }
  }
  return refused;
};
