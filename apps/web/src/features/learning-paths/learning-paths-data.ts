/** Content of /explore/learning-paths: three roadmaps, each a sequence of phases (4 to 10 weeks each). */

export interface LearningPhase {
  title: string;
  weeks: number;
  summary: string;
  topics: string[];
  milestones: string[];
}

export interface LearningResource {
  title: string;
  url: string;
  kind: 'Book' | 'Course' | 'Docs' | 'Practice' | 'Guide' | 'Tool';
  description: string;
}

export interface LearningPath {
  id: 'dsa' | 'web' | 'career';
  name: string;
  tagline: string;
  phases: LearningPhase[];
  resources: LearningResource[];
}

export const MIN_PHASE_WEEKS = 4;
export const MAX_PHASE_WEEKS = 10;

export const learningPaths: LearningPath[] = [
  {
    id: 'dsa',
    name: 'Data Structures & Algorithms',
    tagline: 'From your first array to the graph and DP problems that decide on-site interviews.',
    phases: [
      {
        title: 'Foundations and complexity',
        weeks: 4,
        summary: 'Get fluent in one language and learn to reason about running time before you memorise any pattern.',
        topics: [
          'Big-O, Big-Θ and amortised analysis',
          'Arrays, strings and hashing',
          'Recursion and the call stack',
          'Sorting: merge sort, quick sort, counting sort',
          'Binary search on arrays and on the answer',
        ],
        milestones: [
          'Solve 40 easy problems without looking at hints',
          'Explain the complexity of every solution out loud',
          'Implement merge sort and binary search from memory',
        ],
      },
      {
        title: 'Core data structures',
        weeks: 6,
        summary: 'Learn what each structure is good at, so choosing one becomes the first step of every solution.',
        topics: [
          'Linked lists, stacks and queues',
          'Two pointers and sliding window',
          'Binary trees, BSTs and traversals',
          'Heaps and priority queues',
          'Tries and prefix sums',
        ],
        milestones: [
          'Finish the first DSA sheet’s array, string and tree days',
          'Solve 30 medium problems across five topics',
          'Build a min-heap and an LRU cache from scratch',
        ],
      },
      {
        title: 'Graphs and advanced techniques',
        weeks: 8,
        summary: 'Model problems as graphs and master the search, shortest-path and union-find toolkit.',
        topics: [
          'BFS, DFS and topological sort',
          'Dijkstra, Bellman-Ford and 0-1 BFS',
          'Union-find (disjoint set union)',
          'Backtracking and pruning',
          'Greedy proofs by exchange argument',
        ],
        milestones: [
          'Solve 25 graph problems, including grid and implicit graphs',
          'Write a reusable DSU with path compression and union by rank',
          'Take part in four live contests and up-solve each one',
        ],
      },
      {
        title: 'Dynamic programming and interview readiness',
        weeks: 10,
        summary: 'Turn recursion into DP confidently, then practise under interview conditions.',
        topics: [
          'Memoisation vs tabulation',
          '1-D and 2-D DP, knapsack and subsequences',
          'DP on trees, intervals and bitmasks',
          'Timed mock interviews',
          'Reviewing mistakes with a revision list',
        ],
        milestones: [
          'Solve 40 DP problems, deriving the recurrence first',
          'Complete six timed mock interviews',
          'Finish every day of a DSA sheet with revision flags cleared',
        ],
      },
    ],
    resources: [
      {
        title: 'Introduction to Algorithms (MIT OpenCourseWare 6.006)',
        url: 'https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/',
        kind: 'Course',
        description: 'MIT’s free lectures, notes and problem sets on the core algorithms.',
      },
      {
        title: 'VisuAlgo',
        url: 'https://visualgo.net/en',
        kind: 'Tool',
        description: 'Animated visualisations of sorting, trees, graphs and more.',
      },
      {
        title: 'Algorithms for Competitive Programming (cp-algorithms)',
        url: 'https://cp-algorithms.com/',
        kind: 'Guide',
        description: 'Clear write-ups with code for graph, string and number-theory algorithms.',
      },
      {
        title: 'CSES Problem Set',
        url: 'https://cses.fi/problemset/',
        kind: 'Practice',
        description: 'A classic, well-ordered set of 300+ problems from basics to advanced techniques.',
      },
      {
        title: 'LeetCode Problem Set',
        url: 'https://leetcode.com/problemset/',
        kind: 'Practice',
        description: 'The largest library of interview-style problems, filterable by topic.',
      },
    ],
  },
  {
    id: 'web',
    name: 'Web Development',
    tagline: 'Build and ship full-stack web apps with the tools teams actually use.',
    phases: [
      {
        title: 'HTML, CSS and the browser',
        weeks: 5,
        summary: 'Semantic markup, modern layout and how the browser turns code into pixels.',
        topics: [
          'Semantic HTML and accessibility basics',
          'The box model, Flexbox and Grid',
          'Responsive design and media queries',
          'Forms and validation',
          'Browser DevTools',
        ],
        milestones: [
          'Build a responsive portfolio page from a design',
          'Finish every Flexbox Mastery level',
          'Score 90+ on a Lighthouse accessibility audit',
        ],
      },
      {
        title: 'JavaScript and TypeScript',
        weeks: 7,
        summary: 'The language in depth: from closures and the event loop to typing real code.',
        topics: [
          'Scope, closures and prototypes',
          'The event loop, promises and async/await',
          'Modules and tooling (npm, Vite)',
          'The DOM and fetch',
          'TypeScript types, generics and narrowing',
        ],
        milestones: [
          'Build a to-do app in plain JavaScript with local storage',
          'Explain the event loop with a drawn example',
          'Convert a small project to strict TypeScript',
        ],
      },
      {
        title: 'Front-end with React',
        weeks: 8,
        summary: 'Components, state and data fetching for interfaces that stay fast and testable.',
        topics: [
          'Components, props and state',
          'Effects and custom hooks',
          'Routing and data fetching',
          'Forms and client-side validation',
          'Testing with Testing Library',
        ],
        milestones: [
          'Ship a multi-page React app with routing',
          'Fetch, cache and display data from a public API',
          'Write component tests for your main flows',
        ],
      },
      {
        title: 'Back-end, databases and deployment',
        weeks: 10,
        summary: 'APIs, SQL and the steps that take an app from your laptop to production.',
        topics: [
          'HTTP, REST and API design',
          'Node.js servers and validation',
          'SQL, schemas and migrations',
          'Authentication and sessions',
          'Containers, CI and deployment',
        ],
        milestones: [
          'Build a REST API with a SQL database and tests',
          'Add sign-in and per-user data',
          'Deploy a full-stack app with continuous integration',
        ],
      },
    ],
    resources: [
      {
        title: 'MDN Web Docs: Learn web development',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development',
        kind: 'Docs',
        description: 'The reference curriculum for HTML, CSS and JavaScript.',
      },
      {
        title: 'The Modern JavaScript Tutorial',
        url: 'https://javascript.info/',
        kind: 'Guide',
        description: 'JavaScript from the basics to advanced topics, with exercises.',
      },
      {
        title: 'React: Learn',
        url: 'https://react.dev/learn',
        kind: 'Docs',
        description: 'The official React guide, from components to effects.',
      },
      {
        title: 'TypeScript Handbook',
        url: 'https://www.typescriptlang.org/docs/handbook/intro.html',
        kind: 'Docs',
        description: 'Everything about the type system, from basics to generics.',
      },
      {
        title: 'The Odin Project',
        url: 'https://www.theodinproject.com/',
        kind: 'Course',
        description: 'A free, project-based full-stack curriculum.',
      },
    ],
  },
  {
    id: 'career',
    name: 'Career Preparation',
    tagline: 'Turn your skills into offers: résumé, portfolio, system design and interviews.',
    phases: [
      {
        title: 'Résumé and portfolio',
        weeks: 4,
        summary: 'Present your work so that recruiters and engineers see its impact in seconds.',
        topics: [
          'One-page résumé with measurable impact',
          'Choosing and polishing two portfolio projects',
          'README files, demos and screenshots',
          'LinkedIn and GitHub profiles',
        ],
        milestones: [
          'Get a résumé review from a mentor',
          'Publish two projects with live demos',
          'Link all your coding platforms on your profile',
        ],
      },
      {
        title: 'Core CS for interviews',
        weeks: 6,
        summary: 'The theory rounds: OOP, operating systems, networks and databases.',
        topics: [
          'OOP principles and low-level design',
          'Processes, threads, scheduling and memory',
          'TCP/IP, HTTP and DNS',
          'SQL queries, indexes and transactions',
        ],
        milestones: [
          'Read the three interview-series articles end to end',
          'Run every SQL Basics example and write three of your own',
          'Answer 50 theory questions aloud in under two minutes each',
        ],
      },
      {
        title: 'System design',
        weeks: 8,
        summary: 'Design scalable systems and talk through trade-offs with confidence.',
        topics: [
          'Requirements, estimates and APIs',
          'Load balancing, caching and CDNs',
          'SQL vs NoSQL, replication and sharding',
          'Queues, consistency and availability',
        ],
        milestones: [
          'Design five classic systems (URL shortener, chat, feed, …)',
          'Present one design to a mentor for review',
          'Write a one-page design document for a portfolio project',
        ],
      },
      {
        title: 'Interviews and offers',
        weeks: 6,
        summary: 'Practise the whole loop, then apply, interview and negotiate.',
        topics: [
          'Behavioural stories with the STAR method',
          'Mock coding and design interviews',
          'Applying, referrals and follow-ups',
          'Evaluating and negotiating offers',
        ],
        milestones: [
          'Prepare eight behavioural stories',
          'Complete ten mock interviews with feedback',
          'Apply to twenty roles and track every stage',
        ],
      },
    ],
    resources: [
      {
        title: 'Tech Interview Handbook',
        url: 'https://www.techinterviewhandbook.org/',
        kind: 'Guide',
        description: 'Free, curated interview preparation: résumés, coding and behavioural rounds.',
      },
      {
        title: 'The System Design Primer',
        url: 'https://github.com/donnemartin/system-design-primer',
        kind: 'Guide',
        description: 'An open guide to designing large-scale systems, with worked examples.',
      },
      {
        title: 'Pro Git',
        url: 'https://git-scm.com/book/en/v2',
        kind: 'Book',
        description: 'The free book on Git, for clean history in every project you show.',
      },
      {
        title: 'The Missing Semester of Your CS Education (MIT)',
        url: 'https://missing.csail.mit.edu/',
        kind: 'Course',
        description: 'Shell, editors, version control and debugging: the tools interviews assume.',
      },
    ],
  },
];

/** The weeks a phase covers, counting from the start of the path (e.g. 'Weeks 5–10'). */
export function phaseWeekRange(phases: LearningPhase[], index: number): string {
  const start = phases.slice(0, index).reduce((sum, phase) => sum + phase.weeks, 0) + 1;
  const end = start + (phases[index]?.weeks ?? 0) - 1;
  return `Weeks ${start}–${end}`;
}

export const totalWeeks = (path: LearningPath) => path.phases.reduce((sum, phase) => sum + phase.weeks, 0);
