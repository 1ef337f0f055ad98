import { describe, expect, it } from 'vitest';
import computerNetworks from '../../../../../content/articles/computer-networks.md?raw';
import oops from '../../../../../content/articles/oops.md?raw';
import operatingSystems from '../../../../../content/articles/operating-systems.md?raw';
import {
  countWords,
  formatReadTime,
  formatWordCount,
  readingMinutes,
  readingStats,
  removeFencedCodeBlocks,
  stripFrontMatter,
} from './reading-stats';

describe('reading stats', () => {
  it('drops the front matter', () => {
    expect(stripFrontMatter('---\ntitle: A b c\n---\nbody text')).toBe('body text');
    expect(countWords('---\ntitle: A b c\ndescription: d e f\n---\nbody text')).toBe(2);
  });

  it('drops fenced code blocks of either fence style, including unclosed ones', () => {
    const md = 'one two\n```java\nint x = 1;\n```\nthree\n~~~~\nfour five\n~~~~\nsix\n```\nnever closed\nwords';
    expect(removeFencedCodeBlocks(md)).toBe('one two\nthree\nsix');
    expect(countWords(md)).toBe(4);
  });

  it('counts only tokens with a letter or digit', () => {
    expect(countWords('Hello, world — 42 | --- ** é `x` ->')).toBe(5);
    expect(countWords('   ')).toBe(0);
  });

  it('rounds minutes up at 200 words per minute', () => {
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(formatReadTime(25)).toBe('25 min read');
  });

  it('gives the interview articles 25, 20 and 35 minutes', () => {
    expect(readingStats(oops).minutes).toBe(25);
    expect(readingStats(computerNetworks).minutes).toBe(20);
    expect(readingStats(operatingSystems).minutes).toBe(35);
  });
  it('prints word counts with thousands separators', () => {
    expect([0, 999, 1000, 12345, 1234567].map(formatWordCount)).toEqual([
      '0 words',
      '999 words',
      '1,000 words',
      '12,345 words',
      '1,234,567 words',
    ]);
  });
});
