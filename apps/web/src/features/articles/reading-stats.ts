/**
 * The one reading-time rule, used at build time for every article (index, cards and article pages all
 * show the figures it produces): words = body after the front matter with fenced code blocks removed,
 * split on whitespace, keeping tokens with at least one letter or digit; minutes = ceil(words / 200).
 */
export const WORDS_PER_MINUTE = 200;

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const FENCE_OPEN = /^\s*(`{3,}|~{3,})/;

/** The markdown without its leading YAML front matter. */
export function stripFrontMatter(markdown: string): string {
  return markdown.replace(FRONT_MATTER, '');
}

/** Drops every fenced code block (``` or ~~~, closed by a fence of the same kind at least as long). */
export function removeFencedCodeBlocks(markdown: string): string {
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    if (fence === null) {
      const open = FENCE_OPEN.exec(line);
      if (open?.[1]) fence = open[1];
      else kept.push(line);
    } else {
      const trimmed = line.trim();
      const char = fence.charAt(0);
      if (trimmed.length >= fence.length && [...trimmed].every((c) => c === char)) fence = null;
    }
  }
  return kept.join('\n');
}

export function countWords(markdown: string): number {
  const text = removeFencedCodeBlocks(stripFrontMatter(markdown));
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export const readingMinutes = (words: number) => Math.ceil(words / WORDS_PER_MINUTE);

export function readingStats(markdown: string): { words: number; minutes: number } {
  const words = countWords(markdown);
  return { words, minutes: readingMinutes(words) };
}

/** How every screen prints a reading time. */
export const formatReadTime = (minutes: number) => `${minutes} min read`;

/** `12,345 words`; grouped by hand because the first Intl number format of a page costs tens of ms on a phone. */
export const formatWordCount = (words: number) => `${String(Math.trunc(words)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} words`;
