/** The in-depth part of /features: what each of the eight features (config/features.ts) includes. */
export interface FeatureDetails {
  headline: string;
  includes: string[];
  linkLabel: string;
}

export const featureDetails: Record<number, FeatureDetails> = {
  1: {
    headline: 'Practise on real interview problems, judged the way interviews judge them.',
    includes: [
      'Search, difficulty and topic filters with sorting by acceptance rate',
      'Code editor with JavaScript, Python, Java, C++ and C starter code',
      'Run against examples, submit against hidden tests',
      'Per-test results with runtime and memory',
      'Drafts saved per problem and language',
    ],
    linkLabel: 'Browse problems',
  },
  2: {
    headline: 'A full-screen playground for trying an idea in seconds.',
    includes: [
      'Ten languages with their versions listed',
      'Program input and output panes, each with a clear button',
      'Format and copy code, full-screen mode, resizable panes',
      'Ctrl/Cmd+Enter to run and Ctrl/Cmd+Shift+F to format',
      'Stacked input and output tabs on phones',
    ],
    linkLabel: 'Open the compiler',
  },
  3: {
    headline: 'Structured sheets that turn a long list into a daily habit.',
    includes: [
      'Day-by-day question lists with per-day completion',
      'Completed and revision toggles, and personal notes',
      'Filters by title, difficulty, status and revision',
      'Links to articles, videos and practice for each question',
      'Overall progress bar that follows your account',
    ],
    linkLabel: 'See all courses',
  },
  4: {
    headline: 'Never miss a rated round again.',
    includes: [
      'Upcoming and past contests from LeetCode, Codeforces, CodeChef and AtCoder',
      'Monthly calendar with up to three contests a day',
      'Live countdowns and one-click contest links',
      'Video and editorial links for past contests',
      'Search and platform filters',
    ],
    linkLabel: 'Open the contest tracker',
  },
  5: {
    headline: 'The theory rounds, explained in depth.',
    includes: [
      'Object-oriented programming, computer networks and operating systems guides',
      'SQL Basics with queries you can run in the browser',
      'Diagrams that follow the light and dark themes',
      'A table of contents that tracks where you are',
      'Reading time for every article',
    ],
    linkLabel: 'Read the articles',
  },
  6: {
    headline: 'One profile for everything you have solved, built and earned.',
    includes: [
      'Connect LeetCode, GitHub, GeeksforGeeks, CodeChef, Codeforces and HackerRank',
      'Yearly activity heatmap with streaks',
      'Skills and technology stack drawn from your platforms',
      'Achievements with rarities from common to legendary',
      'Editable bio, links and location',
    ],
    linkLabel: 'Open your profile',
  },
  7: {
    headline: 'Learn by playing, against the clock.',
    includes: [
      'Flexbox Mastery: Beginner, Intermediate and Advanced levels',
      'Timers, hints and a high score that is kept',
      'IdeaStorm: three-minute brainstorming rounds on real prompts',
      'Points for keywords and detail, with your top ideas ranked',
    ],
    linkLabel: 'Play Flexbox Mastery',
  },
  8: {
    headline: 'Lessons in order, without the distractions.',
    includes: [
      'Curated playlist with progress through the lessons',
      'Privacy-enhanced embedded player',
      'Previous and next buttons and a side playlist',
      'Descriptions and publish dates for every lesson',
    ],
    linkLabel: 'Watch the lessons',
  },
};
