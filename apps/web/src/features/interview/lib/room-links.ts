import { env } from '../../../config/env';

/** The link the interviewer sends: the room's page with its invite token. */
export function inviteUrl(roomId: string, token: string, origin = window.location.origin): string {
  return `${origin}/interview/${roomId}?invite=${encodeURIComponent(token)}`;
}

/** The room id and token in a pasted invite link (or null when it is not one). */
export function parseInviteLink(text: string): { roomId: string; token: string } | null {
  let url: URL;
  try {
    url = new URL(text.trim(), 'http://invalid.local');
  } catch {
    return null;
  }
  const match = /^\/interview\/([0-9a-f-]{36})\/?$/i.exec(url.pathname);
  const token = url.searchParams.get('invite');
  if (!match?.[1] || !token || !/^[\w-]{16,128}$/.test(token)) return null;
  return { roomId: match[1].toLowerCase(), token };
}

/** The shared document's socket: same origin as the API, ws(s) for http(s). */
export function socketBase(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const base = env.apiUrl || `${location.protocol}//${location.host}`;
  return `${base.replace(/^http/, 'ws')}/api/interview/rooms`;
}

const COLOURS = ['#4f46e5', '#0891b2', '#16a34a', '#d97706', '#db2777', '#7c3aed', '#dc2626', '#0d9488'];

/** A steady cursor colour per person (from their id), so everyone sees the same colour for them. */
export function colourFor(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length] as string;
}
