import { describe, expect, it } from 'vitest';
import { colourFor, inviteUrl, parseInviteLink, socketBase } from './room-links';

const ROOM = '0b6f3f8e-2c1d-4a55-9a5e-1f2d3c4b5a69';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('room links', () => {
  it('reads back the room and token of an invite link it wrote', () => {
    expect(parseInviteLink(inviteUrl(ROOM, TOKEN, 'https://codingkaro.example'))).toEqual({ roomId: ROOM, token: TOKEN });
    expect(parseInviteLink(`  /interview/${ROOM}?invite=${TOKEN}  `)).toEqual({ roomId: ROOM, token: TOKEN });
  });

  it('refuses what is not an invite link', () => {
    expect(parseInviteLink('hello')).toBeNull();
    expect(parseInviteLink(`/interview/${ROOM}`)).toBeNull();
    expect(parseInviteLink(`/problems/${ROOM}?invite=${TOKEN}`)).toBeNull();
    expect(parseInviteLink(`/interview/${ROOM}?invite=<script>`)).toBeNull();
  });

  it('opens the socket on the same host, wss under https', () => {
    expect(socketBase({ protocol: 'https:', host: 'codingkaro.example' })).toBe('wss://codingkaro.example/api/interview/rooms');
    expect(socketBase({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/interview/rooms');
  });

  it('gives one person the same colour every time', () => {
    expect(colourFor(ROOM)).toBe(colourFor(ROOM));
    expect(colourFor(ROOM)).toMatch(/^#[0-9a-f]{6}$/);
  });
});
