import { describe, expect, it } from 'vitest';
import { embedUrl, formatPublishDate, parseVideoIndex, truncateDescription, videoCountLabel } from './video-format';

describe('truncateDescription', () => {
  it('keeps 300 characters and adds ... only when the text is longer', () => {
    const exact = 'a'.repeat(300);
    expect(truncateDescription(exact)).toBe(exact);
    expect(truncateDescription(`${exact}b`)).toBe(`${exact}...`);
    expect(truncateDescription('short')).toBe('short');
  });

  it('counts characters, not UTF-16 units, and never leaves a dangling space', () => {
    const emoji = '🎥'.repeat(301);
    expect(truncateDescription(emoji)).toBe(`${'🎥'.repeat(300)}...`);
    expect(truncateDescription(`${'x'.repeat(299)} tail`)).toBe(`${'x'.repeat(299)}...`);
  });
});

describe('formatPublishDate', () => {
  it('formats a date and treats a missing or invalid one as null', () => {
    expect(formatPublishDate('2024-03-01T12:00:00Z')).toBe('Mar 1, 2024');
    expect(formatPublishDate(null)).toBeNull();
    expect(formatPublishDate('not-a-date')).toBeNull();
  });
});

describe('embedUrl', () => {
  it('uses the privacy-enhanced host with the player parameters', () => {
    expect(embedUrl('abc123')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123?rel=0&modestbranding=1&autoplay=0&playsinline=1',
    );
  });
});

describe('parseVideoIndex', () => {
  it('reads a shared index and keeps it inside the playlist', () => {
    expect(parseVideoIndex('2', 5)).toBe(2);
    expect(parseVideoIndex('99', 5)).toBe(4);
    expect(parseVideoIndex(null, 5)).toBe(0);
    expect(parseVideoIndex('-1', 5)).toBe(0);
    expect(parseVideoIndex('two', 5)).toBe(0);
    expect(parseVideoIndex('3', 0)).toBe(0);
  });
});

describe('videoCountLabel', () => {
  it('is singular only for one', () => {
    expect(videoCountLabel(1)).toBe('1 video');
    expect(videoCountLabel(12)).toBe('12 videos');
  });
});
