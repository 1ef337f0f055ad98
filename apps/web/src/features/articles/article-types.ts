/** Shapes shared by the build-time renderer (build/) and the article screens. */

export interface TocItem {
  id: string;
  text: string;
  /** 2 for `##`, 3 for `###`. */
  depth: 2 | 3;
}

/** A `##` section with its `###` subsections, as the table of contents shows it. */
export interface TocSection extends TocItem {
  number: number;
  children: TocItem[];
}

export interface ArticleMeta {
  slug: string;
  title: string;
  description: string;
  /** A lucide icon name, e.g. `boxes`. */
  icon: string;
  color: string;
  words: number;
  minutes: number;
}

/** The rendered body: sanitised HTML, one block per `##` section, split around interactive SQL examples. */
export type ArticleBlock = { kind: 'html'; html: string } | { kind: 'sql'; id: string; code: string };

export interface RenderedArticle extends ArticleMeta {
  blocks: ArticleBlock[];
  toc: TocSection[];
}
