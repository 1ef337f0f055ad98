import type { FeatureFlag } from '@codingkaro/contracts';
import { BookOpen, Code2, GraduationCap, HandCoins, type LucideIcon, Trophy } from 'lucide-react';

export interface NavigationLink {
  name: string;
  route: string;
  /** Shown only while this paid-service flag is on. */
  feature?: FeatureFlag;
}

export interface NavigationSection {
  name: string;
  icon: LucideIcon;
  /** Tailwind classes for the section's icon chip. */
  colors: string;
  subSections: NavigationLink[];
}

/** The Resources menu (spec 2, "Navigation bar"). */
export const resourceSections: NavigationSection[] = [
  {
    name: 'Contest',
    icon: Trophy,
    colors: 'bg-amber-500/15 text-amber-600 dark:text-amber-400',
    subSections: [{ name: 'Contest Tracker', route: '/contest' }],
  },
  {
    name: 'Practice',
    icon: Code2,
    colors: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-400',
    subSections: [
      { name: 'Problem Solving', route: '/problems' },
      { name: 'DSA Practice', route: '/allcourse' },
    ],
  },
  {
    name: 'Courses',
    icon: GraduationCap,
    colors: 'bg-indigo-500/15 text-indigo-600 dark:text-indigo-400',
    subSections: [
      { name: 'Full Stack', route: '/courses/fullstack' },
      { name: 'All Courses', route: '/allcourse' },
      { name: 'Video Lessons', route: '/videos', feature: 'videos' },
    ],
  },
  {
    name: 'Technical Articles',
    icon: BookOpen,
    colors: 'bg-cyan-500/15 text-cyan-600 dark:text-cyan-400',
    subSections: [
      { name: 'Computer Networks', route: '/interview-series/computer-networks' },
      { name: 'Operating Systems', route: '/interview-series/operating-systems' },
      { name: 'OOP Concepts', route: '/interview-series/oops' },
      { name: 'SQL Basics', route: '/sql-notes' },
      { name: 'All Articles', route: '/interview-series' },
    ],
  },
  {
    name: 'Services',
    icon: HandCoins,
    colors: 'bg-rose-500/15 text-rose-600 dark:text-rose-400',
    subSections: [
      { name: 'Pricing', route: '/pricing', feature: 'payments' },
      { name: 'CV review', route: '/cv-review', feature: 'cvReview' },
      { name: 'Mentorship', route: '/mentorship', feature: 'mentorship' },
      { name: 'Support', route: '/support', feature: 'supportTickets' },
    ],
  },
];

/** The top navigation is hidden on these path prefixes. */
export const pathsWithoutNavigation = ['/interview', '/coding-advanced'];
