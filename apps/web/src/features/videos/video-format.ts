import { VIDEO_DESCRIPTION_PREVIEW_LENGTH } from '@codingkaro/contracts';
import { dateTimeFormat } from '../../lib/date-format';

/** The 'About this video' text: at most 300 characters, then '...' (spec 2). */
export function truncateDescription(text: string, max = VIDEO_DESCRIPTION_PREVIEW_LENGTH): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}...`;
}

const dateFormat = () => dateTimeFormat({ year: 'numeric', month: 'short', day: 'numeric' }, 'en-US');

/** 'Mar 1, 2024'; null for a missing or unreadable date. */
export function formatPublishDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat().format(date);
}

/** The privacy-enhanced embed: no cookies until the visitor plays, no autoplay, inline on phones. */
export function embedUrl(videoId: string): string {
  const params = new URLSearchParams({ rel: '0', modestbranding: '1', autoplay: '0', playsinline: '1' });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params}`;
}

/** The `?v=` index from a shared link, kept inside the playlist (anything unreadable means the first video). */
export function parseVideoIndex(raw: string | null, count: number): number {
  if (count <= 0 || raw === null || !/^\d+$/.test(raw.trim())) return 0;
  return Math.min(Number(raw.trim()), count - 1);
}

/** '12 videos', '1 video'. */
export const videoCountLabel = (count: number) => `${count} ${count === 1 ? 'video' : 'videos'}`;
