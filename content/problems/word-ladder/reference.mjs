// Oracle: BFS comparing against every unvisited word (independent of the candidate-generation solutions).
export default function solve(beginWord, endWord, wordList) {
  if (beginWord === endWord) return 1;
  const list = [...new Set(wordList)];
  if (!list.includes(endWord)) return 0;
  const diff1 = (a, b) => {
    let d = 0;
    for (let i = 0; i < a.length && d < 2; i++) if (a[i] !== b[i]) d++;
    return d === 1;
  };
  const visited = new Set([beginWord]);
  let frontier = [beginWord];
  let steps = 1;
  while (frontier.length) {
    steps++;
    const next = [];
    for (const w of frontier) {
      for (const c of list) {
        if (!visited.has(c) && diff1(w, c)) {
          if (c === endWord) return steps;
          visited.add(c);
          next.push(c);
        }
      }
    }
    frontier = next;
  }
  return 0;
}
