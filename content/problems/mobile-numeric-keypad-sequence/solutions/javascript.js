/**
 * @param {string} S
 * @return {string}
 */
var printSequence = function (S) {
  const code = { ' ': '0' };
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].forEach((letters, k) => {
    for (let i = 0; i < letters.length; i++) code[letters[i]] = String(k + 2).repeat(i + 1);
  });
  const parts = [];
  for (const c of S) parts.push(code[c]);
  return parts.join('');
};
