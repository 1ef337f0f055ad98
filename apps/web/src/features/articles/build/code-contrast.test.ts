import { readFileSync } from 'node:fs';
import { createHighlighter, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { beforeAll, describe, expect, it } from 'vitest';
import { HIGHLIGHTED_LANGUAGES, renderArticle } from './render-article';

/**
 * WCAG AA contrast of every colour the highlighter gives a code token in the site's articles, in both
 * themes, against the code block backgrounds. The e2e axe sweep (e2e/accessibility.spec.ts) leaves the
 * highlighted tokens out of its colour-contrast pass: checking thousands of them in the browser cost
 * minutes per article, and their colours come only from here.
 */

const articles: Record<string, string> = import.meta.glob('../../../../../../content/articles/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Light: the theme's own background (white), plus slate-50 and slate-100, where code may sit on a tint. */
const LIGHT_BACKGROUNDS = ['#ffffff', '#f8fafc', '#f1f5f9'];
/** Dark: article-prose.css paints dark code blocks #0d1117 (asserted below), not the theme's own. */
const DARK_BACKGROUND = '#0d1117';
/** Code is small text: WCAG 2.1 AA asks 4.5:1. */
const AA_NORMAL_TEXT = 4.5;

function relativeLuminance(hex: string): number {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** Every distinct `--shiki-<theme>:#colour` in the rendered HTML, lower-cased. */
function colours(html: string, theme: 'light' | 'dark'): Set<string> {
  const pattern = new RegExp(`--shiki-${theme}:(#[0-9a-f]{3,8})`, 'gi');
  return new Set([...html.matchAll(pattern)].map((match) => (match[1] ?? '').toLowerCase()));
}

let highlighter: Highlighter;
let renderedHtml: string;
beforeAll(async () => {
  // The build uses shiki's WebAssembly regex engine in Node; jsdom cannot load it, so tests use the JS engine.
  highlighter = await createHighlighter({
    themes: ['github-light', 'github-dark'],
    langs: [...HIGHLIGHTED_LANGUAGES],
    engine: createJavaScriptRegexEngine(),
  });
  renderedHtml = Object.entries(articles)
    .map(([file, markdown]) =>
      renderArticle(markdown, {
        slug: file,
        fileName: file,
        highlighter,
        readDiagram: () => '<svg viewBox="0 0 1 1"></svg>',
      })
        .blocks.map((block) => (block.kind === 'html' ? block.html : ''))
        .join(''),
    )
    .join('');
}, 120_000);

describe('contrast helper', () => {
  it('matches the WCAG ratios the colour choices were made with', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // render-article.ts: github-light's keyword red was 4.2:1 on slate-100, its replacement 6.1:1.
    expect(contrastRatio('#d73a49', '#f1f5f9')).toBeCloseTo(4.2, 1);
    expect(contrastRatio('#b31d28', '#f1f5f9')).toBeCloseTo(6.1, 1);
  });
});

describe('highlighted code in the articles', () => {
  it('renders code tokens from every article with both theme colours', () => {
    expect(Object.keys(articles).length).toBeGreaterThanOrEqual(4);
    // Many colours per theme: the sweep below checks real token colours, not just the block's default.
    expect(colours(renderedHtml, 'light').size).toBeGreaterThan(4);
    expect(colours(renderedHtml, 'dark').size).toBeGreaterThan(4);
    expect(renderedHtml.toLowerCase()).toContain('--shiki-light-bg:#fff');
    // Opaque colours only, so the ratios below are the ones on screen (no blending with the background).
    const all = [...colours(renderedHtml, 'light'), ...colours(renderedHtml, 'dark')];
    expect(all.filter((colour) => colour.length !== 7)).toEqual([]);
  });

  it('paints dark code blocks on the background these checks use', () => {
    const proseCss = readFileSync('src/features/articles/components/article-prose.css', 'utf8');
    expect(proseCss).toMatch(new RegExp(`pre\\.shiki \\{[^}]*background-color: ${DARK_BACKGROUND};`));
  });

  it('gives every light-theme token colour at least 4.5:1 on white, slate-50 and slate-100', () => {
    const failing = [...colours(renderedHtml, 'light')].flatMap((colour) =>
      LIGHT_BACKGROUNDS.filter((background) => contrastRatio(colour, background) < AA_NORMAL_TEXT).map(
        (background) => `${colour} on ${background}: ${contrastRatio(colour, background).toFixed(2)}:1`,
      ),
    );
    expect(failing).toEqual([]);
  });

  it('gives every dark-theme token colour at least 4.5:1 on the dark code background', () => {
    const failing = [...colours(renderedHtml, 'dark')]
      .filter((colour) => contrastRatio(colour, DARK_BACKGROUND) < AA_NORMAL_TEXT)
      .map((colour) => `${colour} on ${DARK_BACKGROUND}: ${contrastRatio(colour, DARK_BACKGROUND).toFixed(2)}:1`);
    expect(failing).toEqual([]);
  });
});
