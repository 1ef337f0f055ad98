// A correct copy reads exactly like the input.
export default function solve(adjList) {
  return adjList.map((row) => [...row]);
}
