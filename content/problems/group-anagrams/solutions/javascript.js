/**
 * @param {string[]} strs
 * @return {string[][]}
 */
var groupAnagrams = function (strs) {
  const groups = new Map();
  for (const s of strs) {
    const key = s.split('').sort().join('');
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(s);
  }
  return [...groups.values()];
};
