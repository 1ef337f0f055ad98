import { createHighlighter, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { beforeAll, describe, expect, it } from 'vitest';
import operatingSystems from '../../../../../../content/articles/operating-systems.md?raw';
import { HIGHLIGHTED_LANGUAGES, renderArticle } from './render-article';

const diagrams: Record<string, string> = import.meta.glob('../../../../../../content/articles/diagrams/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const readRealDiagram = (path: string) => {
  const key = Object.keys(diagrams).find((file) => file.endsWith(`/${path}`));
  if (!key) throw new Error(`no diagram ${path}`);
  return diagrams[key] ?? '';
};
// The build uses shiki's WebAssembly regex engine in Node; jsdom cannot load it, so tests use the JS engine.
let highlighter: Highlighter;
beforeAll(async () => {
  highlighter = await createHighlighter({
    themes: ['github-light', 'github-dark'],
    langs: [...HIGHLIGHTED_LANGUAGES],
    engine: createJavaScriptRegexEngine(),
  });
}, 60_000);

const front = '---\ntitle: Test\ndescription: A test article\nicon: boxes\ncolor: indigo\n---\n';
const render = (body: string, diagrams: Record<string, string> = {}) =>
  renderArticle(front + body, {
    slug: 'test',
    fileName: 'test.md',
    highlighter,
    readDiagram: (path) => diagrams[path] ?? '<svg viewBox="0 0 1 1"></svg>',
  });
const html = (article: ReturnType<typeof render>) =>
  article.blocks.map((b) => (b.kind === 'html' ? b.html : `[sql ${b.code}]`)).join('');

describe('table of contents', () => {
  it('numbers ## sections and nests ### under them, with slug ids on the headings', () => {
    const article = render('## Intro\ntext\n### Why `OOP`?\n### Why OOP?\n## The End & After\n#### Deep\n');
    expect(article.toc).toEqual([
      {
        id: 'intro',
        text: 'Intro',
        depth: 2,
        number: 1,
        children: [
          { id: 'why-oop', text: 'Why OOP?', depth: 3 },
          { id: 'why-oop-1', text: 'Why OOP?', depth: 3 },
        ],
      },
      { id: 'the-end--after', text: 'The End & After', depth: 2, number: 2, children: [] },
    ]);
    const out = html(article);
    expect(out).toContain('<h2 id="intro" class="article-heading">Intro<a class="heading-anchor" href="#intro"');
    expect(out).toContain('<h4 id="deep"');
  });

  it('gives the operating systems article a 16-item table of contents', () => {
    const article = renderArticle(operatingSystems, {
      slug: 'operating-systems',
      fileName: 'operating-systems.md',
      highlighter,
      readDiagram: readRealDiagram,
    });
    expect(article.toc).toHaveLength(16);
    expect(article.minutes).toBe(35);
    for (const section of article.toc) expect(html(article)).toContain(`id="${section.id}"`);
  }, 60_000);
});

describe('sanitising', () => {
  it('strips scripts, event handlers and javascript: links from markdown', () => {
    const out = html(
      render(
        'Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> <b onclick="x()">bold</b>\n\n[click](javascript:alert(3))\n\n<div onload="alert(4)">x</div>\n',
      ),
    );
    expect(out).not.toMatch(/<script|onerror|onclick|onload|javascript:|alert\(1\)/i);
    expect(out).toContain('Hello');
  });

  it('strips scripts, handlers, foreignObject and external references from diagrams, and inlines them', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" onload="alert(1)"><script>alert(2)</script>' +
      '<foreignObject><div>evil</div></foreignObject><rect x="1" fill="currentColor" onclick="x()"/>' +
      '<path d="M0 0" fill="url(https://evil.example/x)" marker-end="url(#arrow)"/><a href="javascript:alert(3)"><text>t</text></a></svg>';
    const out = html(render('![A diagram](diagrams/test.svg)\n', { 'diagrams/test.svg': svg }));
    expect(out).not.toMatch(/<script|onload|onclick|foreignObject|evil|javascript:|<img/i);
    expect(out).toContain('<figure class="diagram"><svg');
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain('aria-label="A diagram"');
    expect(out).toContain('marker-end="url(#arrow)"');
    expect(out).toContain('fill="currentColor"');
  });

  it('keeps shiki colour variables but no other inline styles', () => {
    const out = html(render('```java\nint x = 1;\n```\n\n<span style="color:red;background:url(x)">s</span>\n'));
    expect(out).toContain('--shiki-dark:');
    expect(out).not.toMatch(/color:\s*red|background/);
    expect(out).toContain('data-copy-code');
  });

  it('replaces theme colours below WCAG AA on the code background (comments, light orange and red)', () => {
    const out = html(render('```java\n// a comment\nclass A { void f(int count) { } }\n```\n')).toLowerCase();
    expect(out).toContain('--shiki-dark:#959da5');
    expect(out).not.toContain('--shiki-dark:#6a737d');
    expect(out).toContain('--shiki-light:#953800');
    expect(out).not.toContain('--shiki-light:#e36209');
    expect(out).toContain('--shiki-light:#b31d28');
    expect(out).not.toContain('--shiki-light:#d73a49');
    expect(out).toContain('--shiki-light:#57606a');
    expect(out).not.toContain('--shiki-light:#6a737d');
  });

  it('rejects images that are not local diagrams', () => {
    expect(() => render('![x](https://example.com/x.png)\n')).toThrow(/diagrams/);
  });
});

describe('sections', () => {
  it('gives each ## section its own HTML block, with what precedes the first one in another', () => {
    const article = render('Lead\n\n## One\n\ntext\n\n### Sub\n\nmore\n\n## Two\n\nend\n');
    const blocks = article.blocks.map((b) => (b.kind === 'html' ? b.html.trim() : ''));
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toBe('<p>Lead</p>');
    expect(blocks[1]).toMatch(/^<h2 id="one"[\s\S]*<h3 id="sub"[\s\S]*<p>more<\/p>$/);
    expect(blocks[2]).toMatch(/^<h2 id="two"[\s\S]*<p>end<\/p>$/);
  });
});

describe('runnable SQL', () => {
  it('splits the body around ```sql runnable blocks', () => {
    const article = render('Before\n\n```sql runnable\nSELECT 1;\n```\n\nAfter\n\n```sql\nSELECT 2;\n```\n');
    expect(article.blocks.map((b) => b.kind)).toEqual(['html', 'sql', 'html']);
    expect(article.blocks[1]).toEqual({ kind: 'sql', id: 'test-example-1', code: 'SELECT 1;' });
    expect(html(article)).toContain('SELECT');
  });
});
