// Content tool: sets `difficulty` and `difficultySource` on every question of
// content/sheets/lovebabbar.json (the 450dsa.com source carries no difficulty).
//
// A question is labelled with a judge only when that judge's stated difficulty was read from a
// recorded source, listed below; it never fetches anything and the app never runs it.
//  - leetcode: the problem's row in doocs/leetcode `solution/README_EN.md` (commit 004ffb4), the
//    repository's table of every LeetCode problem with LeetCode's Easy/Medium/Hard.
//  - geeksforgeeks: the problem's folder in Runarok/GeeksForGeeks-solutions, written by the
//    "GfG to GitHub" extension as `Difficulty: <level>/<GfG title>/` from the problem page
//    (snapshot of early 2024). GeeksforGeeks "Basic"/"School" are shown as Easy.
// Every other question (no judge link, or a judge problem whose entry could not be found) keeps
// the difficulty already in the sheet, which is our reviewed judgement: `difficultySource: "judged"`.
//
// Usage: node scripts/assign-lovebabbar-difficulty.mjs   (idempotent; refuses to write if an entry
// below matches no question, so a renamed link cannot silently drop its verification)
import { readFileSync, writeFileSync } from 'node:fs';

const FILE = new URL('../content/sheets/lovebabbar.json', import.meta.url);

/** LeetCode slug -> [difficulty, problem number] as listed in doocs/leetcode solution/README_EN.md. */
const LEETCODE = {
  'best-time-to-buy-and-sell-stock': ['Easy', 121],
  'best-time-to-buy-and-sell-stock-iii': ['Hard', 123],
  'cheapest-flights-within-k-stops': ['Medium', 787],
  'clone-graph': ['Medium', 133],
  'construct-binary-search-tree-from-preorder-traversal': ['Medium', 1008],
  'count-and-say': ['Medium', 38],
  'delete-node-in-a-bst': ['Medium', 450],
  'find-the-duplicate-number': ['Medium', 287],
  'flood-fill': ['Easy', 733],
  'invert-binary-tree': ['Easy', 226],
  'longest-common-prefix': ['Easy', 14],
  'longest-palindromic-substring': ['Medium', 5],
  'majority-element-ii': ['Medium', 229],
  'maximum-length-of-pair-chain': ['Medium', 646],
  'median-of-two-sorted-arrays': ['Hard', 4],
  'merge-intervals': ['Medium', 56],
  'middle-of-the-linked-list': ['Easy', 876],
  'minimum-number-of-moves-to-make-palindrome': ['Hard', 2193],
  'minimum-size-subarray-sum': ['Medium', 209],
  'next-permutation': ['Medium', 31],
  'number-of-operations-to-make-network-connected': ['Medium', 1319],
  'remove-invalid-parentheses': ['Hard', 301],
  'reorganize-string': ['Medium', 767],
  'reverse-string': ['Easy', 344],
  'search-a-2d-matrix': ['Medium', 74],
  'search-in-rotated-sorted-array': ['Medium', 33],
  'snakes-and-ladders': ['Medium', 909],
  'word-ladder': ['Hard', 127],
};

/**
 * GeeksforGeeks practice slug (as linked by the sheet) -> [stated level, GfG title], the title being
 * the folder `Difficulty: <level>/<title>/` in Runarok/GeeksForGeeks-solutions (GfG renamed some
 * problems since the sheet was written; the folder's README links the same problem).
 */
const GEEKSFORGEEKS = {
  '0-1-knapsack-problem': ['Medium', '0 - 1 Knapsack Problem'],
  '8a644e94faaa94968d8665ba9e0a80d1ae3e0a2d': ['Medium', 'Overlapping Intervals'],
  'activity-selection-1587115620': ['Medium', 'Activity Selection'],
  'add-1-to-a-number-represented-as-linked-list': ['Medium', 'Add 1 to a Linked List Number'],
  'add-two-numbers-represented-by-linked-lists': ['Medium', 'Add Number Linked Lists'],
  'alien-dictionary': ['Hard', 'Alien Dictionary'],
  'allocate-minimum-number-of-pages': ['Medium', 'Allocate Minimum Pages'],
  'arithmetic-number': ['Easy', 'Arithmetic Number'],
  'array-of-alternate-ve-and-ve-nos1401': ['Easy', 'Alternate Positive Negative'],
  'array-subset-of-another-array': ['Basic', 'Array Subset'],
  'bbt-counter': ['Easy', 'BBT counter'],
  'bfs-traversal-of-graph': ['Easy', 'BFS of graph'],
  'binary-tree-to-bst': ['Easy', 'Binary Tree to BST'],
  'binary-tree-to-dll': ['Hard', 'Binary Tree to DLL'],
  'bit-difference': ['Basic', 'Bit Difference'],
  'boolean-parenthesization': ['Hard', 'Boolean Parenthesization'],
  'bottom-view-of-binary-tree': ['Medium', 'Bottom View of Binary Tree'],
  'boundary-traversal-of-binary-tree': ['Medium', 'Tree Boundary Traversal'],
  'brothers-from-different-root': ['Easy', 'Brothers From Different Roots'],
  'check-for-balanced-tree': ['Easy', 'Balanced Tree Check'],
  'check-for-bst': ['Easy', 'Check for BST'],
  'check-if-linked-list-is-pallindrome': ['Medium', 'Palindrome Linked List'],
  'check-mirror-in-n-ary-tree': ['Medium', 'Check Mirror in N-ary tree'],
  'check-whether-bst-contains-dead-end': ['Medium', 'BST with Dead End'],
  'chocolate-distribution-problem': ['Easy', 'Chocolate Distribution Problem'],
  'circular-linked-list': ['Easy', 'Check If Circular Linked List'],
  'clone-a-linked-list-with-next-and-random-pointer': ['Hard', 'Clone List with Next and Random'],
  'coin-change2448': ['Medium', 'Coin Change (Count Ways)'],
  'coin-piles': ['Medium', 'Coin Piles'],
  'combination-sum': ['Medium', 'Combination Sum'],
  'common-elements1132': ['Easy', 'Common in 3 Sorted Arrays'],
  'construct-binary-tree-from-string-with-bracket-representation': [
    'Medium',
    'Construct Binary Tree from String with bracket representation',
  ],
  'construct-tree-1': ['Medium', 'Construct Tree from Inorder & Preorder'],
  'count-bst-nodes-that-lie-in-a-given-range': ['Medium', 'Count BST nodes that lie in a given range'],
  'count-pairs-with-given-sum5022': ['Easy', 'Count pairs with given sum'],
  'count-palindromic-subsequences': ['Medium', 'Count Palindromic Subsequences'],
  'count-squares3649': ['Basic', 'Count Squares'],
  'count-the-reversals': ['Medium', 'Count the Reversals'],
  'count-total-set-bits': ['Medium', 'Count total set bits'],
  'cutted-segments': ['Medium', 'Maximize The Cut Segments'],
  'delete-nodes-having-greater-value-on-right': ['Easy', 'Delete nodes having greater value on right'],
  'deletion-and-reverse-in-linked-list': ['Medium', 'Deletion and Reverse in Circular Linked List'],
  'depth-first-traversal-for-a-graph': ['Easy', 'DFS of Graph'],
  'detect-cycle-in-an-undirected-graph': ['Medium', 'Undirected Graph Cycle'],
  'detect-loop-in-linked-list': ['Medium', 'Detect Loop in linked list'],
  'diagonal-traversal-of-binary-tree': ['Medium', 'Diagonal Tree Traversal'],
  'diameter-of-binary-tree': ['Medium', 'Diameter of a Binary Tree'],
  'distance-of-nearest-cell-having-1': ['Medium', 'Distance of nearest cell having 1'],
  'duplicate-subtrees': ['Medium', 'Duplicate Subtrees'],
  'edit-distance3702': ['Hard', 'Edit Distance'],
  'egg-dropping-puzzle': ['Medium', 'Egg Dropping Puzzle'],
  'evaluation-of-postfix-expression': ['Medium', 'Evaluation of Postfix Expression'],
  'factorials-of-large-numbers': ['Medium', 'Factorials of large numbers'],
  'find-all-four-sum-numbers': ['Medium', '4 Sum - All Quadruples'],
  'find-median-in-a-stream': ['Hard', 'Find median in a stream'],
  'find-missing-and-repeating2512': ['Easy', 'Missing And Repeating'],
  'find-pair-given-difference': ['Easy', 'Find Pair Given Difference'],
  'find-position-of-set-bit3706': ['Basic', 'Find position of set bit'],
  'find-the-number-of-islands': ['Medium', 'Find the number of islands'],
  'find-the-string-in-grid': ['Medium', 'Find the string in grid'],
  'first-and-last-occurrences-of-x': ['Easy', 'First and last occurrences of x'],
  'first-negative-integer-in-every-window-of-size-k': ['Medium', 'First negative in every window of size k'],
  'flattening-a-linked-list': ['Medium', 'Flattening a Linked List'],
  'fractional-knapsack': ['Medium', 'Fractional Knapsack'],
  'friends-pairing-problem5425': ['Medium', 'Friends Pairing Problem'],
  'game-with-string': ['Medium', 'Game with String'],
  'given-a-linked-list-of-0s-1s-and-2s-sort-it': ['Easy', 'Sort a linked list of 0s, 1s and 2s'],
  'gold-mine-problem2608': ['Medium', 'Gold Mine Problem'],
  'height-of-binary-tree': ['Easy', 'Height of Binary Tree'],
  'huffman-encoding': ['Hard', 'Huffman Encoding'],
  'implementing-dijkstra-set-1-adjacency-matrix': ['Medium', 'Dijkstra Algorithm'],
  'implementing-floyd-warshall': ['Medium', 'Floyd Warshall'],
  'interleaved-strings': ['Medium', 'Interleaved Strings'],
  'intersection-point-in-y-shapped-linked-lists': ['Medium', 'Intersection Point in Y Shaped Linked Lists'],
  'inversion-of-array': ['Medium', 'Count Inversions'],
  'is-binary-tree-heap': ['Medium', 'Is Binary Tree Heap'],
  'isomorphic-strings': ['Easy', 'Isomorphic Strings'],
  'job-sequencing-problem': ['Medium', 'Job Sequencing Problem'],
  'k-anagrams-1': ['Medium', 'Print Anagrams Together'],
  'k-largest-elements4206': ['Medium', 'k largest elements'],
  'k-th-element-of-two-sorted-array': ['Medium', 'K-th element of two Arrays'],
  'kadanes-algorithm': ['Medium', "Kadane's Algorithm"],
  'knapsack-with-duplicate-items4201': ['Medium', 'Knapsack with Duplicate Items'],
  'kth-element-in-matrix': ['Medium', 'Kth element in Matrix'],
  'kth-largest-element-in-bst': ['Easy', 'Kth largest element in BST'],
  'kth-smallest-element': ['Medium', 'Kth smallest element'],
  'largest-bst': ['Medium', 'Largest BST'],
  'largest-number-in-k-swaps': ['Medium', 'Largest number in K swaps'],
  'largest-square-formed-in-a-matrix': ['Medium', 'Largest square formed in a matrix'],
  'lcs-of-three-strings': ['Medium', 'LCS of three strings'],
  'left-view-of-binary-tree': ['Easy', 'Left View of Binary Tree'],
  'level-order-traversal': ['Easy', 'Level order traversal'],
  'longest-alternating-subsequence': ['Medium', 'Longest alternating subsequence'],
  'longest-common-subsequence': ['Medium', 'Longest Common Subsequence'],
  'longest-common-substring': ['Medium', 'Longest Common Substring'],
  'longest-consecutive-subsequence': ['Medium', 'Longest Consecutive Subsequence'],
  'longest-increasing-subsequence': ['Medium', 'Longest Increasing Subsequence'],
  'longest-palindrome-in-a-string': ['Medium', 'Longest Palindrome in a String'],
  'longest-palindromic-subsequence-1612327878': ['Medium', 'Longest Palindromic Subsequence'],
  'longest-prefix-suffix2527': ['Hard', 'Longest Prefix Suffix'],
  'longest-repeating-subsequence': ['Medium', 'Longest Repeating Subsequence'],
  'longest-subsequence-such-that-difference-between-adjacents-is-one4724': ['Medium', 'Longest subsequence-1'],
  'lowest-common-ancestor-in-a-bst': ['Easy', 'Lowest Common Ancestor in a BST'],
  'lru-cache': ['Hard', 'LRU Cache'],
  'm-coloring-problem': ['Medium', 'M-Coloring Problem'],
  'majority-element': ['Medium', 'Majority Element'],
  'matrix-chain-multiplication0303': ['Hard', 'Matrix Chain Multiplication'],
  'max-rectangle': ['Hard', 'Max rectangle'],
  'max-sum-without-adjacents-2': ['Medium', 'Max Sum without Adjacents 2'],
  'maximize-sum-after-k-negations': ['Easy', 'Maximize sum after K negations'],
  'maximum-difference-of-zeros-and-ones-in-binary-string4111': [
    'Medium',
    'Maximum difference of zeros and ones in binary string',
  ],
  'maximum-product-subarray3604': ['Medium', 'Maximum Product Subarray'],
  'maximum-rectangular-area-in-a-histogram': ['Hard', 'Histogram Max Rectangular Area'],
  'maximum-sum-rectangle': ['Medium', 'Maximum sum Rectangle'],
  'median-in-a-row-wise-sorted-matrix1527': ['Hard', 'Median in a row-wise sorted Matrix'],
  'merge-k-sorted-arrays': ['Medium', 'Merge k Sorted Arrays'],
  'merge-k-sorted-linked-lists': ['Medium', 'Merge K sorted linked lists'],
  'merge-two-binary-max-heap': ['Easy', 'Merge two binary Max heaps'],
  'merge-two-sorted-arrays-1587115620': ['Medium', 'Merge Without Extra Space'],
  'min-distance-between-two-given-nodes-of-a-binary-tree': ['Hard', 'Min distance between two given nodes of a Binary Tree'],
  'min-number-of-flips': ['Easy', 'Min Number of Flips'],
  'minimize-the-heights3351': ['Medium', 'Minimize the Heights II'],
  'minimum-cost-of-ropes': ['Easy', 'Minimum Cost of ropes'],
  'minimum-cost-to-fill-given-weight-in-a-bag1956': ['Medium', 'Minimum cost to fill given weight in a bag'],
  'minimum-element-in-bst': ['Basic', 'Minimum element in BST'],
  'minimum-number-of-jumps': ['Medium', 'Minimum Jumps'],
  'minimum-platforms': ['Medium', 'Minimum Platforms'],
  'minimum-sum4058': ['Medium', 'Minimum sum'],
  'minimum-swaps': ['Medium', 'Minimum Swaps to Sort'],
  'minimum-swaps-for-bracket-balancing': ['Medium', 'Minimum Swaps for Bracket Balancing'],
  'minimum-swaps-required-to-bring-all-elements-less-than-or-equal-to-k-together': ['Medium', 'Minimum swaps and K together'],
  'mobile-numeric-keypad5456': ['Medium', 'Mobile numeric keypad'],
  'move-all-negative-elements-to-end1813': ['Easy', 'Move all negative elements to end'],
  'multiply-two-linked-lists': ['Easy', 'Multiply two linked lists'],
  ncr1019: ['Medium', 'nCr'],
  'negative-weight-cycle': ['Medium', 'Negative weight cycle'],
  'next-larger-element': ['Medium', 'Next Greater Element'],
  'optimal-strategy-for-a-game': ['Medium', 'Optimal Strategy For A Game'],
  'page-faults-in-lru': ['Easy', 'Page Faults in LRU'],
  'painting-the-fence3727': ['Medium', 'Painting the Fence'],
  'palindrome-string0817': ['Easy', 'Palindrome String'],
  'palindromic-patitioning4845': ['Hard', 'Palindromic Partitioning'],
  'parenthesis-checker': ['Easy', 'Parenthesis Checker'],
  'permutations-of-a-given-string': ['Medium', 'Permutations of a String'],
  'phone-directory': ['Hard', 'Phone directory'],
  'populate-inorder-successor-for-all-nodes': ['Medium', 'Populate Inorder Successor for all nodes'],
  'power-of-2': ['Easy', 'Power of 2'],
  'power-set4302': ['Medium', 'Power Set'],
  'predecessor-and-successor': ['Medium', 'Predecessor and Successor'],
  'print-adjacency-list-1587115620': ['Easy', 'Print adjacency list'],
  'product-array-puzzle': ['Easy', 'Product array puzzle'],
  'queue-reversal': ['Easy', 'Queue Reversal'],
  'queue-using-two-stacks': ['Easy', 'Queue using two Stacks'],
  'quick-sort-on-linked-list': ['Medium', 'Quick Sort on Linked List'],
  'rat-in-a-maze-problem': ['Medium', 'Rat in a Maze Problem - I'],
  'reach-a-given-score': ['Easy', 'Reach a given score'],
  'rearrange-characters4649': ['Medium', 'Rearrange characters'],
  'remove-duplicates-from-an-unsorted-linked-list': ['Easy', 'Remove duplicates from an unsorted linked list'],
  'remove-loop-in-linked-list': ['Medium', 'Remove loop in Linked List'],
  'reverse-a-doubly-linked-list': ['Easy', 'Reverse a Doubly Linked List'],
  'reverse-first-k-elements-of-queue': ['Easy', 'Reverse First K elements of Queue'],
  'reverse-level-order-traversal': ['Easy', 'Reverse Level Order Traversal'],
  'right-view-of-binary-tree': ['Easy', 'Right View of Binary Tree'],
  'roman-number-to-integer': ['Easy', 'Roman Number to Integer'],
  'rotten-oranges': ['Medium', 'Rotten Oranges'],
  'row-with-max-1s0023': ['Medium', 'Row with max 1s'],
  'search-a-node-in-bst': ['Basic', 'Search a node in BST'],
  'segregate-even-and-odd-nodes-in-a-linked-list': ['Medium', 'Segregate even and odd nodes in a Linked List'],
  'set-bits0143': ['Easy', 'Number of 1 Bits'],
  'shop-in-candy-store': ['Easy', 'Shop in Candy Store'],
  'smallest-distant-window': ['Medium', 'Smallest distinct window'],
  'smallest-factorial-number5929': ['Medium', 'Smallest factorial number'],
  'smallest-number5829': ['Medium', 'Smallest number'],
  'solve-the-sudoku': ['Hard', 'Solve the Sudoku'],
  'sort-a-linked-list': ['Medium', 'Merge Sort for Linked List'],
  'sort-a-stack': ['Medium', 'Sort a stack'],
  'sort-an-array-of-0s-1s-and-2s': ['Easy', 'Sort 0s, 1s and 2s'],
  'sort-by-set-bit-count': ['Easy', 'Sort by Set Bit Count'],
  'sorted-matrix': ['Basic', 'Sorted matrix'],
  'special-stack': ['Easy', 'Special Stack'],
  'spirally-traversing-a-matrix': ['Medium', 'Spirally traversing a matrix'],
  'split-the-binary-string-into-substrings-with-equal-number-of-0s-and-1s': [
    'Easy',
    'Split the binary string into substrings with equal number of 0s and 1s',
  ],
  'stack-using-two-queues': ['Easy', 'Stack using two queues'],
  'steps-by-knight': ['Medium', 'Steps by Knight'],
  'stickler-theif': ['Medium', 'Stickler Thief'],
  'subarray-with-0-sum': ['Medium', 'Subarray with 0 sum'],
  'subset-sum-problem2014': ['Medium', 'Subset Sum Problem'],
  'sum-tree': ['Medium', 'Sum Tree'],
  'swap-and-maximize': ['Easy', 'Swap and Maximize'],
  'the-celebrity-problem': ['Medium', 'The Celebrity Problem'],
  'three-way-partitioning': ['Easy', 'Three way partitioning'],
  'top-view-of-binary-tree': ['Medium', 'Top View of Binary Tree'],
  'topological-sort': ['Medium', 'Topological sort'],
  'transform-to-sum-tree': ['Easy', 'Transform to Sum Tree'],
  'trapping-rain-water': ['Hard', 'Trapping Rain Water'],
  'triplet-sum-in-array': ['Medium', 'Triplet Sum in Array'],
  'unique-rows-in-boolean-matrix': ['Easy', 'Unique rows in boolean matrix'],
  'valid-substring0624': ['Medium', 'Valid Substring'],
  'value-equal-to-index-value1330': ['Basic', 'Value equal to index value'],
  'wildcard-string-matching': ['Hard', 'Wildcard string matching'],
  'word-break': ['Medium', 'Word Break'],
  'word-wrap': ['Hard', 'Word Wrap'],
  'zero-sum-subarrays': ['Medium', 'Zero Sum Subarrays'],
  'zigzag-tree-traversal': ['Medium', 'ZigZag Tree Traversal'],
};

const LEVELS = { Basic: 'Easy', School: 'Easy', Easy: 'Easy', Medium: 'Medium', Hard: 'Hard' };
const DIFFICULTIES = new Set(['Easy', 'Medium', 'Hard']);

/** The judge and problem slug of a practice link, or null when the link is not a judge problem. */
function judgeProblem(url) {
  const leetcode = url?.match(/^https?:\/\/(?:www\.)?leetcode\.com\/problems\/([^/?#]+)/);
  if (leetcode) return { judge: 'leetcode', slug: leetcode[1] };
  const gfg = url?.match(/^https?:\/\/(?:www\.|practice\.)?geeksforgeeks\.org\/problems\/([^/?#]+)/);
  if (gfg) return { judge: 'geeksforgeeks', slug: gfg[1] };
  return null;
}

const DATA = { leetcode: LEETCODE, geeksforgeeks: GEEKSFORGEEKS };
const used = { leetcode: new Set(), geeksforgeeks: new Set() };
const sheet = JSON.parse(readFileSync(FILE, 'utf8'));
const tally = { Easy: 0, Medium: 0, Hard: 0, leetcode: 0, geeksforgeeks: 0, judged: 0, changed: 0 };
for (const day of sheet.days) {
  day.questions = day.questions.map((question) => {
    const problem = judgeProblem(question.links.practice);
    const entry = problem && DATA[problem.judge][problem.slug];
    let difficulty = question.difficulty;
    let difficultySource = 'judged';
    if (entry) {
      used[problem.judge].add(problem.slug);
      difficulty = problem.judge === 'leetcode' ? entry[0] : LEVELS[entry[0]];
      difficultySource = problem.judge;
    }
    if (!DIFFICULTIES.has(difficulty)) {
      throw new Error(`${question.key}: no difficulty to keep as a judgement (${difficulty})`);
    }
    if (difficulty !== question.difficulty) tally.changed += 1;
    tally[difficulty] += 1;
    tally[difficultySource] += 1;
    const { key, title, links, difficulty: _d, difficultySource: _s, ...rest } = question;
    return { key, title, ...rest, difficulty, difficultySource, links };
  });
}
for (const judge of Object.keys(DATA)) {
  const unused = Object.keys(DATA[judge]).filter((slug) => !used[judge].has(slug));
  if (unused.length > 0) throw new Error(`${judge} entries that match no question: ${unused.join(', ')}`);
}
writeFileSync(FILE, `${JSON.stringify(sheet, null, 2)}\n`);
console.log(tally);
