import { articles } from 'virtual:articles';
import { describe, expect, it } from 'vitest';
import { interviewArticles, totalMinutes } from './article-catalog';
import { INTERVIEW_ARTICLE_SLUGS, SQL_NOTES_SLUG } from './article-slugs';

describe('article catalogue (from the build-time virtual module)', () => {
  it('has every routed article and SQL Basics in content/articles', () => {
    expect(articles.map((a) => a.slug).sort()).toEqual([...INTERVIEW_ARTICLE_SLUGS, SQL_NOTES_SLUG].sort());
  });

  it('shows the same minutes on the index as on the article pages', () => {
    const list = interviewArticles(articles);
    expect(list.map((a) => [a.slug, a.minutes])).toEqual([
      ['oops', 25],
      ['computer-networks', 20],
      ['operating-systems', 35],
    ]);
    expect(totalMinutes(list)).toBe(80);
  });
});
