import { PLATFORM_IDS, PLATFORMS, type PlatformEntry, type PublicProfile } from '@codingkaro/contracts';

const THEMES = {
  light: { background: '#ffffff', border: '#e2e8f0', title: '#0f172a', text: '#334155', muted: '#64748b', accent: '#4f46e5' },
  dark: { background: '#0f172a', border: '#1e293b', title: '#f8fafc', text: '#cbd5e1', muted: '#94a3b8', accent: '#818cf8' },
} as const;

export const CARD_WIDTH = 495;
const ROW_HEIGHT = 26;

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

const fmt = (n: number) => n.toLocaleString('en-US');

/** One line per platform with only the figures the platform really gave. */
export function platformSummary(entry: PlatformEntry): string {
  if (entry.status === 'not-found') return 'username not found';
  const stats = entry.stats;
  if (!stats) return 'not available right now';
  const parts: string[] = [];
  if (stats.github) parts.push(`${fmt(stats.github.publicRepos)} repos`, `${fmt(stats.github.totalStars)} stars`);
  if (stats.problemsSolved !== null) parts.push(`${fmt(stats.problemsSolved)} solved`);
  if (stats.rating !== null) parts.push(`rating ${fmt(Math.round(stats.rating))}`);
  if (stats.github?.contributions != null) parts.push(`${fmt(stats.github.contributions)} contributions`);
  return parts.length ? parts.join(' · ') : 'no figures published';
}

/** The shareable card for a GitHub README: name, handle and one line per connected platform. */
export function renderProfileCard(profile: PublicProfile, theme: keyof typeof THEMES): string {
  const colors = THEMES[theme];
  const rows = PLATFORM_IDS.flatMap((id) => {
    const entry = profile.platformStats[id];
    return entry ? [{ name: PLATFORMS[id].name, username: entry.username, summary: platformSummary(entry) }] : [];
  });
  const height = 84 + Math.max(rows.length, 1) * ROW_HEIGHT + 16;
  const lines = rows.length
    ? rows.map(
        (row, i) =>
          `<text x="24" y="${96 + i * ROW_HEIGHT}" class="label">${escapeXml(row.name)}</text>` +
          `<text x="140" y="${96 + i * ROW_HEIGHT}" class="value">${escapeXml(row.summary)}</text>`,
      )
    : [`<text x="24" y="96" class="value">No platforms connected yet</text>`];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${height}" viewBox="0 0 ${CARD_WIDTH} ${height}" role="img" aria-label="${escapeXml(`${profile.name}'s coding profile`)}">`,
    `<style>.title{font:600 18px 'Segoe UI',Ubuntu,sans-serif;fill:${colors.title}}.handle{font:400 13px 'Segoe UI',Ubuntu,sans-serif;fill:${colors.muted}}.label{font:600 13px 'Segoe UI',Ubuntu,sans-serif;fill:${colors.accent}}.value{font:400 13px 'Segoe UI',Ubuntu,sans-serif;fill:${colors.text}}</style>`,
    `<rect x="0.5" y="0.5" rx="8" width="${CARD_WIDTH - 1}" height="${height - 1}" fill="${colors.background}" stroke="${colors.border}"/>`,
    `<text x="24" y="38" class="title">${escapeXml(profile.name)}</text>`,
    `<text x="24" y="60" class="handle">@${escapeXml(profile.handle)} · CodingKaro</text>`,
    ...lines,
    '</svg>',
  ].join('');
}
