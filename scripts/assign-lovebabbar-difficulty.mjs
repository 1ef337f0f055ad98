// One-off content tool: gives every question of content/sheets/lovebabbar.json a difficulty.
// The 450dsa.com source carries none. Where the practice link is a LeetCode problem or a
// GeeksforGeeks practice problem (/problems/…), the letter below is that judge's stated difficulty
// (GeeksforGeeks "School"/"Basic" counted as Easy) and `difficultySource` names the judge; any other
// link (articles, SPOJ, HackerEarth, theory questions) got a reviewed judgement: `difficultySource: "judged"`.
// Letters are in sheet order, one string per day; the script refuses to write on any count mismatch.
// Usage: node scripts/assign-lovebabbar-difficulty.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const FILE = new URL('../content/sheets/lovebabbar.json', import.meta.url);
const LETTERS = {
  Array: 'EEMEEEEMMMMHMMMMEEEEMMMMMHEMMEMEMHMH',
  Matrix: 'MMHEEHMMMM',
  String: 'EEEEEEMMMEMEHMMEMMHEMMMMHEEEEMMMMMMMHEMEMEM',
  'Searching & Sorting': 'EEMEEMMMEEMMMEMEEMEHMMMMMMHEMMMMHMHM',
  'Linked List': 'EMEMMEEEMMEMMMEEEMMEEMMEMEEMEHMEMMEM',
  'Binary Trees': 'EEEEEEEEEEMMMEMMMHEMMMEMMMMMMMMMMME',
  BST: 'EMEMEMEMEMHEMEHEMMMMMM',
  Greedy: 'EMMMMMMMEEHMEEMEEEEEMMEEMMMMMMHEMMM',
  Backtracking: 'MHHHHMMMHHHMMMMMEMM',
  'Stacks & Queues': 'EEEMMEEMMMMEEEEMMHMEEMEHEHEEMMMMMMMMMM',
  Heap: 'MMMMMMEMMMHHMEMEMM',
  Graph: 'EEEEMMMMEMMHMMMMMHMMHMMHMMHHMMMMMMMHMHMHHMHM',
  Trie: 'MMMMHE',
  'Dynamic Programming': 'MMMEMHMMMMMMMMMMMMMMEMMMMEMMMMMMEMMEMMMMMMMMMMMHMHHHMHHHMMMM',
  'Bit Manipulation': 'EMEMEEEMEM',
};
const NAMES = { E: 'Easy', M: 'Medium', H: 'Hard' };

/** Which judge states the difficulty of a practice link, or null when none does. */
function judgeOf(url) {
  if (!url) return null;
  if (/^https?:\/\/(www\.)?leetcode\.com\/problems\//.test(url)) return 'leetcode';
  if (/^https?:\/\/(www\.|practice\.)?geeksforgeeks\.org\/problems\//.test(url)) return 'geeksforgeeks';
  return null;
}

const sheet = JSON.parse(readFileSync(FILE, 'utf8'));
const tally = { Easy: 0, Medium: 0, Hard: 0, leetcode: 0, geeksforgeeks: 0, judged: 0 };
for (const day of sheet.days) {
  const letters = LETTERS[day.dayTitle];
  if (!letters) throw new Error(`no letters for day "${day.dayTitle}"`);
  if (letters.length !== day.questions.length) {
    throw new Error(`${day.dayTitle}: ${letters.length} letters for ${day.questions.length} questions`);
  }
  day.questions = day.questions.map((question, i) => {
    const difficulty = NAMES[letters[i]];
    if (!difficulty) throw new Error(`${day.dayTitle}[${i}]: bad letter ${letters[i]}`);
    const difficultySource = judgeOf(question.links.practice) ?? 'judged';
    tally[difficulty] += 1;
    tally[difficultySource] += 1;
    const { key, title, links, ...rest } = question;
    return { key, title, ...rest, difficulty, difficultySource, links };
  });
}
sheet.source.notes = sheet.source.notes.replace(
  'The source has no difficulty, article or video fields, so those are null.',
  "The source has no difficulty, article or video fields: article and video are null; difficulty was added by scripts/assign-lovebabbar-difficulty.mjs (difficultySource says whether it is the linked judge's stated difficulty or a reviewed judgement).",
);
writeFileSync(FILE, `${JSON.stringify(sheet, null, 2)}\n`);
console.log(tally);
