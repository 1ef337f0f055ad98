/** The interview-series articles, in index order (app/routes.tsx declares one route per slug). */
export const INTERVIEW_ARTICLE_SLUGS = ['oops', 'computer-networks', 'operating-systems'] as const;
export type InterviewArticleSlug = (typeof INTERVIEW_ARTICLE_SLUGS)[number];
export const SQL_NOTES_SLUG = 'sql-notes';
