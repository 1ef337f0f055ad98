export interface FeatureCard {
  id: number;
  name: string;
  description: string;
  details: string;
  category: string;
  techStack: string[];
  color: string;
  route: string;
}

/** The eight platform features shown in the home carousel (and in depth on /features). */
export const featureCards: FeatureCard[] = [
  {
    id: 1,
    name: 'Problem Library & Judge',
    description: 'Classic interview problems with hidden tests and instant verdicts.',
    details: 'Write in JavaScript, Python, Java, C++ or C; see per-test results, runtime and memory.',
    category: 'Practice',
    techStack: ['Sandboxed judge', 'CodeMirror'],
    color: 'from-indigo-500 to-violet-500',
    route: '/problems',
  },
  {
    id: 2,
    name: 'Online Compiler',
    description: 'Run code in ten languages straight from the browser.',
    details: 'Input, output, formatting, shortcuts and shareable snippets — no setup.',
    category: 'Tools',
    techStack: ['10 languages', 'bubblewrap'],
    color: 'from-cyan-500 to-blue-500',
    route: '/terminal',
  },
  {
    id: 3,
    name: 'DSA Sheets',
    description: 'Guided day-by-day sheets with progress, revision flags and notes.',
    details: 'Mark questions done, flag them for revision and keep notes that follow you everywhere.',
    category: 'Courses',
    techStack: ['Progress tracking', 'Notes'],
    color: 'from-emerald-500 to-teal-500',
    route: '/allcourse',
  },
  {
    id: 4,
    name: 'Contest Tracker',
    description: 'Upcoming and past contests across platforms on one calendar.',
    details: 'LeetCode, Codeforces, CodeChef and AtCoder with countdowns and editorial links.',
    category: 'Contests',
    techStack: ['Calendar', 'Countdowns'],
    color: 'from-amber-500 to-orange-500',
    route: '/contest',
  },
  {
    id: 5,
    name: 'Technical Articles',
    description: 'Interview-grade guides to OOP, networks, operating systems and SQL.',
    details: 'Diagrams, code and the questions interviewers actually ask — with answers.',
    category: 'Learn',
    techStack: ['Guides', 'Diagrams'],
    color: 'from-sky-500 to-indigo-500',
    route: '/interview-series',
  },
  {
    id: 6,
    name: 'Coding Profile Hub',
    description: 'LeetCode, GitHub, GFG, CodeChef, Codeforces and HackerRank together.',
    details: 'Stats, heatmap, skills and achievements from all your platforms on one page.',
    category: 'Profile',
    techStack: ['Heatmap', 'Achievements'],
    color: 'from-fuchsia-500 to-pink-500',
    route: '/profile',
  },
  {
    id: 7,
    name: 'Learning Games',
    description: 'Master flexbox and train idea generation against the clock.',
    details: 'Flexbox Mastery levels and IdeaStorm brainstorming rounds with scores.',
    category: 'Games',
    techStack: ['Flexbox', 'Brainstorming'],
    color: 'from-rose-500 to-red-500',
    route: '/games/flexbox',
  },
  {
    id: 8,
    name: 'Video Lessons',
    description: 'A curated playlist with a focused, distraction-free player.',
    details: 'Step through lessons in order and pick up where you left off.',
    category: 'Learn',
    techStack: ['Playlist', 'Privacy-enhanced player'],
    color: 'from-violet-500 to-purple-500',
    route: '/videos',
  },
];
