import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ArticleMeta } from '../article-types';
import { readingStats } from '../reading-stats';
import { parseFrontMatter } from './front-matter';
import { getHighlighter, renderArticle } from './render-article';

const VIRTUAL_ID = 'virtual:articles';
const RESOLVED_VIRTUAL_ID = `\0${VIRTUAL_ID}`;
const ARTICLE_QUERY = '?article';

/**
 * Turns `content/articles/*.md` into JS modules at build time (see ../README.md):
 * - `virtual:articles` exports `articles` (metadata incl. reading stats, for index and cards) and
 *   `articleLoaders` (slug -> lazy import of that article's rendered module);
 * - `<file>.md?article` exports the rendered article (sanitised HTML blocks, TOC, stats) as default.
 */
export function articlesPlugin(options: { contentDir: string }): Plugin {
  const contentDir = resolve(options.contentDir);
  const markdownFiles = () =>
    readdirSync(contentDir)
      .filter((name) => name.endsWith('.md') && name !== 'README.md')
      .sort();

  return {
    name: 'codingkaro-articles',
    enforce: 'pre',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_VIRTUAL_ID : undefined;
    },
    async load(id) {
      if (id === RESOLVED_VIRTUAL_ID) {
        const articles: ArticleMeta[] = [];
        const loaders: string[] = [];
        for (const name of markdownFiles()) {
          const file = join(contentDir, name);
          this.addWatchFile(file);
          const markdown = readFileSync(file, 'utf8');
          const slug = basename(name, '.md');
          const { data } = parseFrontMatter(markdown, name);
          articles.push({ slug, ...data, ...readingStats(markdown) });
          loaders.push(`  ${JSON.stringify(slug)}: () => import(${JSON.stringify(file + ARTICLE_QUERY)}),`);
        }
        return `export const articles = ${JSON.stringify(articles)};\nexport const articleLoaders = {\n${loaders.join('\n')}\n};\n`;
      }
      if (id.endsWith(`.md${ARTICLE_QUERY}`)) {
        const file = id.slice(0, -ARTICLE_QUERY.length);
        const markdown = readFileSync(file, 'utf8');
        this.addWatchFile(file);
        const article = renderArticle(markdown, {
          slug: basename(file, '.md'),
          fileName: basename(file),
          highlighter: await getHighlighter(),
          readDiagram: (relativePath) => {
            const diagram = join(contentDir, relativePath);
            this.addWatchFile(diagram);
            return readFileSync(diagram, 'utf8');
          },
        });
        return `export default ${JSON.stringify(article)};\n`;
      }
      return undefined;
    },
  };
}
