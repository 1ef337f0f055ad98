export interface DsaSheetCard {
  title: string;
  description: string;
  level: string;
  color: 'indigo' | 'blue' | 'emerald';
  skills: string[];
  route: string;
}

/** Spec 2, "Home: DSA Practice Sheets cards". */
export const dsaSheetCards: DsaSheetCard[] = [
  {
    title: 'DSA Placement Preparation',
    description: 'A day-by-day sheet of the questions placement interviews ask most, from arrays to graphs and DP.',
    level: 'Intermediate',
    color: 'indigo',
    skills: ['Arrays', 'Graphs', 'DP', 'Trees', '180+ Problems'],
    route: '/courses/data-structures',
  },
  {
    title: 'Love Babbar 450 DSA Sheet',
    description: 'The classic 450 sheet, one topic at a time, with practice links for every question.',
    level: 'All Levels',
    color: 'blue',
    skills: ['450 Problems', 'Arrays', 'Strings', 'Recursion', 'DP'],
    route: '/courses/lovebabbar',
  },
  {
    title: 'Technical Interview Preparation',
    description: 'Deep guides to OOP, computer networks and operating systems — the theory rounds, answered.',
    level: 'Advanced',
    color: 'emerald',
    skills: ['Problem Solving', 'Algorithmic Thinking', 'Mock Interviews'],
    route: '/interview-series',
  },
];

export const marketingStats = [
  { value: '50K+', label: 'Students' },
  { value: '1M+', label: 'Code Lines' },
  { value: '4.9/5', label: 'Rating' },
  { value: '99%', label: 'Satisfaction' },
];
