import GithubSlugger from 'github-slugger';
import { Marked, type Token, type Tokens } from 'marked';
import { type BundledLanguage, createHighlighter, type Highlighter } from 'shiki';
import type { ArticleBlock, RenderedArticle, TocSection } from '../article-types';
import { readingStats } from '../reading-stats';
import { parseFrontMatter } from './front-matter';
import { sanitizeArticleHtml, sanitizeSvg } from './sanitize';

/** Languages highlighted at build time; anything else renders as plain text. */
export const HIGHLIGHTED_LANGUAGES = ['bash', 'c', 'cpp', 'java', 'javascript', 'typescript', 'python', 'sql', 'json'] as const;
const LANGUAGE_LABELS: Record<string, string> = {
  bash: 'Bash',
  c: 'C',
  cpp: 'C++',
  java: 'Java',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  sql: 'SQL',
  json: 'JSON',
  text: 'Text',
};

/**
 * Theme colours below WCAG AA on the code blocks' backgrounds (white, slate-50, slate-100 on marked
 * lines), replaced in shiki's output: github-dark's comment grey #6a737d (3.0:1 -> #959da5, 5.3:1);
 * github-light's orange #e36209 (3.2:1 -> #953800), keyword red #d73a49 (4.2:1 -> #b31d28, 6.1:1),
 * comment grey #6a737d (4.4:1 -> #57606a, 5.8:1) and green #22863a (4.2:1 -> #116329, 6.8:1), the
 * ratios on slate-100.
 */
const LOW_CONTRAST_CODE_COLORS: [RegExp, string][] = [
  [/--shiki-dark:#6a737d/gi, '--shiki-dark:#959da5'],
  [/--shiki-light:#e36209/gi, '--shiki-light:#953800'],
  [/--shiki-light:#d73a49/gi, '--shiki-light:#b31d28'],
  [/--shiki-light:#6a737d/gi, '--shiki-light:#57606a'],
  [/--shiki-light:#22863a/gi, '--shiki-light:#116329'],
];
const raiseCodeContrast = (html: string) =>
  LOW_CONTRAST_CODE_COLORS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), html);

let highlighterPromise: Promise<Highlighter> | null = null;
/** One shiki highlighter per build, with light and dark themes emitted as CSS variables. */
export function getHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({ themes: ['github-light', 'github-dark'], langs: [...HIGHLIGHTED_LANGUAGES] });
  return highlighterPromise;
}

export interface RenderOptions {
  slug: string;
  fileName: string;
  /** Returns the raw SVG for a `diagrams/<name>.svg` reference (the caller reads and watches the file). */
  readDiagram: (relativePath: string) => string;
  highlighter: Highlighter;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The visible text of inline tokens (for TOC entries and slugs). */
export function plainText(tokens: Token[] | undefined): string {
  if (!tokens) return '';
  return tokens
    .map((token) => {
      if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length) return plainText(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? decodeEntities(token.text) : '';
    })
    .join('');
}

const DIAGRAM_PATH = /^diagrams\/[a-z0-9-]+\.svg$/;
/** Where a top-level `##` heading starts (headings are never nested in marked's output). */
const SECTION_START = /(?=<h2 )/;

/**
 * One HTML block per `##` section (and one for what comes before the first), so the page can skip
 * laying out the sections that are off screen (`content-visibility`, see components/article-prose.css).
 */
function pushSections(blocks: ArticleBlock[], html: string) {
  for (const section of html.split(SECTION_START)) if (section.trim()) blocks.push({ kind: 'html', html: section });
}
const RUNNABLE_MARKER = /<div data-sql-runnable="(\d+)"><\/div>/;

/**
 * Renders one article's markdown to sanitised HTML blocks, a numbered TOC (`##` with nested `###`),
 * and reading stats. Runs only in Node at build time: the browser never parses markdown.
 */
export function renderArticle(markdown: string, options: RenderOptions): RenderedArticle {
  const { data, body } = parseFrontMatter(markdown, options.fileName);
  const slugger = new GithubSlugger();
  const toc: TocSection[] = [];
  const runnable: string[] = [];

  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const text = plainText(tokens).trim();
        const id = slugger.slug(text);
        const inner = this.parser.parseInline(tokens);
        if (depth === 2) toc.push({ id, text, depth: 2, number: toc.length + 1, children: [] });
        if (depth === 3) toc.at(-1)?.children.push({ id, text, depth: 3 });
        const level = Math.min(Math.max(depth, 2), 6);
        return `<h${level} id="${id}" class="article-heading">${inner}<a class="heading-anchor" href="#${id}" aria-label="Link to section: ${escapeHtml(text)}">#</a></h${level}>\n`;
      },
      code({ text, lang }) {
        const [rawLanguage = '', ...flags] = (lang ?? '').trim().split(/\s+/);
        const language = rawLanguage.toLowerCase();
        if (language === 'sql' && flags.includes('runnable')) {
          runnable.push(text);
          return `<div data-sql-runnable="${runnable.length - 1}"></div>\n`;
        }
        const known = (HIGHLIGHTED_LANGUAGES as readonly string[]).includes(language);
        const highlighted = raiseCodeContrast(
          options.highlighter.codeToHtml(text, {
            lang: known ? (language as BundledLanguage) : 'text',
            themes: { light: 'github-light', dark: 'github-dark' },
            defaultColor: false,
          }),
        );
        const label = LANGUAGE_LABELS[known ? language : 'text'] ?? 'Text';
        return `<div class="code-block" data-lang="${label}"><div class="code-block-bar"><span class="code-block-lang">${label}</span><button type="button" class="copy-code" data-copy-code="" aria-label="Copy ${label} code">Copy</button></div>${highlighted}</div>\n`;
      },
      image({ href, text }) {
        if (!DIAGRAM_PATH.test(href))
          throw new Error(`${options.fileName}: only local diagrams/*.svg images are supported (${href})`);
        const svg = sanitizeSvg(options.readDiagram(href)).replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
          const kept = attributes.replace(/\s(?:width|height|role|aria-label|class)="[^"]*"/g, '');
          return `<svg${kept} role="img" aria-label="${escapeHtml(text)}" class="diagram-svg">`;
        });
        return `<figure class="diagram">${svg}</figure>`;
      },
      paragraph({ tokens }) {
        // A paragraph holding only a diagram becomes the figure itself (a figure may not sit inside <p>).
        const meaningful = tokens.filter((t) => !(t.type === 'text' && !t.raw.trim()));
        if (meaningful.length === 1 && meaningful[0]?.type === 'image') return `${this.parser.parseInline(meaningful)}\n`;
        return `<p>${this.parser.parseInline(tokens)}</p>\n`;
      },
      table(token: Tokens.Table) {
        const cell = (c: Tokens.TableCell, tag: 'th' | 'td') =>
          `<${tag}${c.align ? ` align="${c.align}"` : ''}${tag === 'th' ? ' scope="col"' : ''}>${this.parser.parseInline(c.tokens)}</${tag}>`;
        const head = `<tr>${token.header.map((c) => cell(c, 'th')).join('')}</tr>`;
        const rows = token.rows.map((row) => `<tr>${row.map((c) => cell(c, 'td')).join('')}</tr>`).join('');
        return `<div class="table-wrap"><table><thead>${head}</thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });

  const html = sanitizeArticleHtml(marked.parse(body, { async: false }));
  const blocks: ArticleBlock[] = [];
  let rest = html;
  for (let match = RUNNABLE_MARKER.exec(rest); match; match = RUNNABLE_MARKER.exec(rest)) {
    const before = rest.slice(0, match.index);
    pushSections(blocks, before);
    const index = Number(match[1]);
    blocks.push({ kind: 'sql', id: `${options.slug}-example-${index + 1}`, code: (runnable[index] ?? '').trim() });
    rest = rest.slice(match.index + match[0].length);
  }
  pushSections(blocks, rest);

  return { slug: options.slug, ...data, ...readingStats(markdown), blocks, toc };
}
