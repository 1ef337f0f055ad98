import { BookOpen, Boxes, Cpu, Database, type LucideIcon, Network } from 'lucide-react';
import { INTERVIEW_ARTICLE_SLUGS } from './article-slugs';
import type { ArticleMeta } from './article-types';

const icons: Record<string, LucideIcon> = { boxes: Boxes, network: Network, cpu: Cpu, database: Database };
/** The lucide icon named in an article's front matter (a small map, so the bundle keeps only these). */
export const articleIcon = (name: string): LucideIcon => icons[name] ?? BookOpen;

export interface ArticleColorClasses {
  chip: string;
  accent: string;
  border: string;
}
const colors: Record<string, ArticleColorClasses> = {
  indigo: {
    chip: 'from-indigo-500 to-violet-500',
    accent: 'text-indigo-700 dark:text-indigo-400',
    border: 'hover:border-indigo-400 dark:hover:border-indigo-500',
  },
  blue: {
    chip: 'from-blue-500 to-cyan-500',
    accent: 'text-blue-700 dark:text-blue-400',
    border: 'hover:border-blue-400 dark:hover:border-blue-500',
  },
  emerald: {
    chip: 'from-emerald-500 to-teal-500',
    accent: 'text-emerald-700 dark:text-emerald-400',
    border: 'hover:border-emerald-400 dark:hover:border-emerald-500',
  },
  amber: {
    chip: 'from-amber-500 to-orange-500',
    accent: 'text-amber-700 dark:text-amber-400',
    border: 'hover:border-amber-400 dark:hover:border-amber-500',
  },
};
/** Tailwind classes for an article's front-matter colour. */
export const articleColor = (name: string): ArticleColorClasses => colors[name] ?? (colors.indigo as ArticleColorClasses);

/** The interview articles' metadata in index order; throws at start-up if the content folder lacks one. */
export function interviewArticles(all: ArticleMeta[]): ArticleMeta[] {
  return INTERVIEW_ARTICLE_SLUGS.map((slug) => {
    const meta = all.find((article) => article.slug === slug);
    if (!meta) throw new Error(`content/articles/${slug}.md is missing`);
    return meta;
  });
}

/** Total reading minutes of a list of articles: the sum of the figures each article shows. */
export const totalMinutes = (list: ArticleMeta[]) => list.reduce((sum, article) => sum + article.minutes, 0);
