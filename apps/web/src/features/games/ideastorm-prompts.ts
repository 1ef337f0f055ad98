/** IdeaStorm prompts (spec 3 "Brainstorm prompt"). */

export type BrainstormCategory = 'Data Structures' | 'Web Development' | 'Technical Interview';
export type BrainstormColor = 'indigo' | 'emerald' | 'purple';

export interface BrainstormPrompt {
  category: BrainstormCategory;
  title: string;
  prompt: string;
  keywords: string[];
  /** Card colour; indigo when missing. */
  color?: BrainstormColor;
}

export const DEFAULT_PROMPT_COLOR: BrainstormColor = 'indigo';

export const brainstormPrompts: BrainstormPrompt[] = [
  {
    category: 'Data Structures',
    title: 'Hash Map Applications',
    prompt: 'List real-world problems you would solve with a hash map, and say why it is the right tool.',
    keywords: ['cache', 'lookup', 'frequency', 'index', 'collision', 'constant time'],
  },
  {
    category: 'Data Structures',
    title: 'Stacks Everywhere',
    prompt: 'Where do stacks show up in software you use every day? Think beyond textbook examples.',
    keywords: ['undo', 'history', 'call stack', 'parentheses', 'backtrack', 'recursion'],
  },
  {
    category: 'Data Structures',
    title: 'Trees in the Wild',
    prompt: 'Brainstorm systems that store or search data as a tree, and what kind of tree each uses.',
    keywords: ['binary', 'b-tree', 'trie', 'heap', 'hierarchy', 'balanced'],
  },
  {
    category: 'Data Structures',
    title: 'Graph Problems',
    prompt: 'Name problems that are secretly graph problems, and the algorithm you would reach for.',
    keywords: ['shortest path', 'bfs', 'dfs', 'cycle', 'network', 'dijkstra'],
  },
  {
    category: 'Data Structures',
    title: 'Queue Ideas',
    prompt: 'How could queues and priority queues improve a busy online service?',
    keywords: ['fifo', 'priority', 'scheduling', 'buffer', 'throttle', 'worker'],
  },
  {
    category: 'Web Development',
    title: 'Faster Page Loads',
    prompt: 'List every way you can think of to make a slow web page load faster.',
    keywords: ['lazy', 'cache', 'compress', 'cdn', 'bundle', 'image'],
    color: 'emerald',
  },
  {
    category: 'Web Development',
    title: 'Accessible by Default',
    prompt: 'What would you check to make a web app usable by everyone, including keyboard and screen-reader users?',
    keywords: ['aria', 'contrast', 'keyboard', 'focus', 'label', 'screen reader'],
    color: 'emerald',
  },
  {
    category: 'Web Development',
    title: 'Secure the Login',
    prompt: 'Brainstorm ways to protect a sign-in page and the sessions it creates.',
    keywords: ['hash', 'csrf', 'rate limit', 'https', 'cookie', 'token'],
    color: 'emerald',
  },
  {
    category: 'Web Development',
    title: 'State Management',
    prompt: 'Which options do you have for managing state in a large front-end app, and when would you pick each?',
    keywords: ['context', 'store', 'server state', 'url', 'reducer', 'cache'],
    color: 'emerald',
  },
  {
    category: 'Web Development',
    title: 'API Design',
    prompt: 'What makes an HTTP API pleasant to use? List practices you would insist on.',
    keywords: ['rest', 'versioning', 'pagination', 'status code', 'schema', 'idempotent'],
    color: 'emerald',
  },
  {
    category: 'Technical Interview',
    title: 'Before You Code',
    prompt: 'What should you do in the first five minutes of a coding interview, before writing any code?',
    keywords: ['clarify', 'example', 'edge case', 'constraints', 'brute force', 'complexity'],
    color: 'purple',
  },
  {
    category: 'Technical Interview',
    title: 'Stuck on a Problem',
    prompt: 'List strategies for getting unstuck when you cannot see a solution during an interview.',
    keywords: ['simplify', 'pattern', 'draw', 'think aloud', 'hint', 'small input'],
    color: 'purple',
  },
  {
    category: 'Technical Interview',
    title: 'Design a URL Shortener',
    prompt: 'Brainstorm the components and trade-offs of a URL shortening service.',
    keywords: ['hash', 'database', 'cache', 'redirect', 'scale', 'collision'],
    color: 'purple',
  },
  {
    category: 'Technical Interview',
    title: 'Behavioral Stories',
    prompt: 'Which stories from your experience could you tell in a behavioral round, and what do they show?',
    keywords: ['conflict', 'leadership', 'failure', 'impact', 'team', 'deadline'],
    color: 'purple',
  },
  {
    category: 'Technical Interview',
    title: 'Testing Your Solution',
    prompt: 'How would you convince an interviewer that your solution is correct?',
    keywords: ['test case', 'edge case', 'empty', 'dry run', 'invariant', 'overflow'],
    color: 'purple',
  },
  {
    category: 'Technical Interview',
    title: 'Optimise It',
    prompt: 'Your brute-force solution works but is too slow. List ways to make it faster.',
    keywords: ['memoization', 'two pointers', 'sort', 'hash map', 'binary search', 'sliding window'],
    color: 'purple',
  },
];
