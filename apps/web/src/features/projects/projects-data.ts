/** Content of /projects: portfolio project ideas by level. */

export const PROJECT_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type ProjectLevel = (typeof PROJECT_LEVELS)[number];

export interface ProjectIdea {
  id: string;
  title: string;
  level: ProjectLevel;
  summary: string;
  stack: string[];
  milestones: string[];
  stretchGoals: string[];
}

export const projectIdeas: ProjectIdea[] = [
  {
    id: 'portfolio-site',
    title: 'Personal Portfolio Site',
    level: 'Beginner',
    summary: 'A fast, accessible one-page site that introduces you and links to your best work.',
    stack: ['HTML', 'CSS', 'JavaScript'],
    milestones: [
      'Semantic layout with header, projects, skills and contact sections',
      'Responsive design from 360 px to desktop with Flexbox and Grid',
      'Light and dark themes that respect the system setting',
      'Deploy to a static host with a custom domain',
    ],
    stretchGoals: ['Score 100 on Lighthouse accessibility', 'Add a blog generated from Markdown files'],
  },
  {
    id: 'todo-app',
    title: 'Task Manager',
    level: 'Beginner',
    summary: 'A to-do app with filters and persistence: small, but it exercises every DOM skill.',
    stack: ['JavaScript', 'Local Storage', 'CSS'],
    milestones: [
      'Add, edit, complete and delete tasks',
      'Filter by all, active and completed',
      'Persist tasks in local storage',
      'Keyboard shortcuts and focus management',
    ],
    stretchGoals: ['Drag-and-drop ordering', 'Due dates with reminders using the Notifications API'],
  },
  {
    id: 'quiz-game',
    title: 'Timed Quiz Game',
    level: 'Beginner',
    summary: 'Multiple-choice rounds against the clock, with scores and a high-score table.',
    stack: ['JavaScript', 'JSON', 'CSS animations'],
    milestones: [
      'Load questions from a JSON file',
      'Countdown per question and a running score',
      'Results screen with correct answers',
      'High scores saved locally',
    ],
    stretchGoals: ['Categories and difficulty levels', 'Share a result as an image'],
  },
  {
    id: 'weather-dashboard',
    title: 'Weather Dashboard',
    level: 'Beginner',
    summary: 'Search a city and see current conditions and a forecast from a public weather API.',
    stack: ['JavaScript', 'Fetch API', 'Chart library'],
    milestones: [
      'City search with error handling for unknown places',
      'Current conditions and a five-day forecast',
      'Loading and error states',
      'Recent searches remembered',
    ],
    stretchGoals: ['Use the Geolocation API for the default city', 'Temperature chart for the week'],
  },
  {
    id: 'expense-tracker',
    title: 'Expense Tracker',
    level: 'Beginner',
    summary: 'Record income and expenses by category and see where the money goes.',
    stack: ['React', 'TypeScript', 'Local Storage'],
    milestones: [
      'Add and delete transactions with categories',
      'Balance, income and expense totals',
      'Monthly view with category breakdown',
      'Import and export as CSV',
    ],
    stretchGoals: ['Budgets with alerts', 'Charts of spending over time'],
  },
  {
    id: 'url-shortener',
    title: 'URL Shortener with Analytics',
    level: 'Intermediate',
    summary: 'Create short links, redirect quickly and show click statistics per link.',
    stack: ['Node.js', 'Fastify', 'PostgreSQL', 'React'],
    milestones: [
      'REST API to create links with validation',
      'Redirect endpoint with click counting',
      'Dashboard with clicks per day and referrers',
      'User accounts owning their links',
    ],
    stretchGoals: ['Custom aliases and expiry dates', 'Rate limiting and abuse protection'],
  },
  {
    id: 'realtime-chat',
    title: 'Real-time Chat',
    level: 'Intermediate',
    summary: 'Rooms, presence and message history over WebSockets.',
    stack: ['React', 'Node.js', 'WebSockets', 'Redis'],
    milestones: [
      'Join rooms and exchange messages in real time',
      'Typing indicators and online presence',
      'Message history with pagination',
      'Authentication and per-room permissions',
    ],
    stretchGoals: ['File attachments', 'End-to-end tests for two browsers at once'],
  },
  {
    id: 'job-board',
    title: 'Job Application Tracker',
    level: 'Intermediate',
    summary: 'A kanban board for applications, from wishlist to offer, with reminders.',
    stack: ['React', 'TypeScript', 'SQLite', 'Express'],
    milestones: [
      'Board with columns for each stage and drag-and-drop',
      'Company, role, contacts and notes per application',
      'Reminders for follow-ups',
      'Statistics: response rate and time per stage',
    ],
    stretchGoals: ['Import jobs from a pasted posting', 'Calendar export of interviews'],
  },
  {
    id: 'markdown-notes',
    title: 'Markdown Notes App',
    level: 'Intermediate',
    summary: 'Write notes in Markdown with live preview, tags and full-text search.',
    stack: ['React', 'IndexedDB', 'Markdown parser'],
    milestones: [
      'Editor with live, sanitised preview',
      'Tags and a sidebar of notes',
      'Full-text search',
      'Works offline as a progressive web app',
    ],
    stretchGoals: ['Sync across devices', 'Code highlighting and diagrams in notes'],
  },
  {
    id: 'ecommerce-store',
    title: 'E-commerce Storefront',
    level: 'Intermediate',
    summary: 'Product catalogue, cart and a test-mode checkout.',
    stack: ['Next.js', 'PostgreSQL', 'Payment provider test mode'],
    milestones: [
      'Catalogue with search, filters and product pages',
      'Cart persisted across sessions',
      'Checkout in the payment provider’s test mode',
      'Order history and an admin view',
    ],
    stretchGoals: ['Inventory with stock reservations', 'Product recommendations'],
  },
  {
    id: 'online-judge',
    title: 'Mini Online Judge',
    level: 'Advanced',
    summary: 'Run untrusted code safely against test cases and return verdicts.',
    stack: ['Node.js', 'Docker or sandboxing', 'Job queue', 'PostgreSQL'],
    milestones: [
      'Problem and test-case management',
      'Sandboxed execution with time and memory limits',
      'Queue of submissions with workers',
      'Verdicts: accepted, wrong answer, time and memory limit, runtime error',
    ],
    stretchGoals: ['Contest mode with a live leaderboard', 'Plagiarism hints between submissions'],
  },
  {
    id: 'collab-editor',
    title: 'Collaborative Code Editor',
    level: 'Advanced',
    summary: 'Several people editing one document at once, with cursors and conflict-free merging.',
    stack: ['React', 'CRDTs', 'WebSockets', 'CodeMirror'],
    milestones: [
      'Shared document state using a CRDT library',
      'Remote cursors and selections',
      'Offline edits merged on reconnect',
      'Rooms with invite links',
    ],
    stretchGoals: ['Run code from the shared editor', 'Version history with restore'],
  },
  {
    id: 'distributed-kv',
    title: 'Distributed Key-Value Store',
    level: 'Advanced',
    summary: 'A replicated store that survives node failures: consensus in practice.',
    stack: ['Go or Rust', 'Raft', 'gRPC'],
    milestones: [
      'Single-node store with a write-ahead log',
      'Leader election and log replication with Raft',
      'Linearizable reads and writes',
      'Fault-injection tests that kill and restart nodes',
    ],
    stretchGoals: ['Sharding with consistent hashing', 'Snapshots and log compaction'],
  },
  {
    id: 'search-engine',
    title: 'Search Engine for Docs',
    level: 'Advanced',
    summary: 'Crawl a documentation site, index it and answer ranked queries fast.',
    stack: ['Python or Go', 'Inverted index', 'BM25', 'React'],
    milestones: [
      'Polite crawler with robots.txt and rate limits',
      'Tokenising, stemming and an inverted index',
      'BM25 ranking with snippets',
      'Search UI with highlighting and pagination',
    ],
    stretchGoals: ['Typo tolerance', 'Semantic search with embeddings'],
  },
  {
    id: 'observability-platform',
    title: 'Metrics and Logs Dashboard',
    level: 'Advanced',
    summary: 'Collect metrics and logs from your services and alert when something breaks.',
    stack: ['OpenTelemetry', 'Time-series database', 'React', 'Kubernetes'],
    milestones: [
      'Instrument a sample service with traces, metrics and logs',
      'Ingest pipeline and storage with retention',
      'Dashboards with time-range queries',
      'Alert rules with notifications',
    ],
    stretchGoals: ['Anomaly detection on key metrics', 'Service map built from traces'],
  },
];
