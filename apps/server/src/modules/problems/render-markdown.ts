import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'iframe'),
    'h1',
    'h2',
    'img',
    'del',
    'ins',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  // Syntax highlighting on the client reads the fenced block's language.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:\/\//i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs,
    }),
  },
};

/** Markdown (statement, editorial) to HTML that is safe to insert into the page. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, SANITIZE).trim();
}
