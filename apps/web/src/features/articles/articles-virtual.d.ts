declare module 'virtual:articles' {
  import type { ArticleMeta, RenderedArticle } from './article-types';

  /** Every article's metadata and reading stats, computed at build time. */
  export const articles: ArticleMeta[];
  /** Lazy loaders for each article's rendered module, by slug. */
  export const articleLoaders: Record<string, () => Promise<{ default: RenderedArticle }>>;
}
