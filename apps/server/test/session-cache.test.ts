import { describe, expect, it } from 'vitest';
import { cacheSessions } from '../src/modules/auth/session-cache';
import type { SessionRepository, SessionWithUser } from '../src/modules/auth/session-repository';

function fakeRepo(sessions: Map<string, SessionWithUser>) {
  const calls = { find: 0, revoke: 0 };
  const repo = {
    async create() {
      return { token: 't', expiresAt: new Date() };
    },
    async findValid(token: string) {
      calls.find++;
      await new Promise((r) => setTimeout(r, 5));
      return sessions.get(token);
    },
    async revoke(token: string) {
      calls.revoke++;
      sessions.delete(token);
    },
    async purgeExpired() {},
  } as unknown as SessionRepository;
  return { repo, calls };
}

const session = (expiresAt: number): SessionWithUser => ({
  createdAt: new Date(0),
  expiresAt: new Date(expiresAt),
  user: { id: 'u1' } as SessionWithUser['user'],
});

describe('session cache', () => {
  it('answers a burst of 100 concurrent lookups with one database query', async () => {
    const { repo, calls } = fakeRepo(new Map([['tok', session(Date.now() + 60_000)]]));
    const cached = cacheSessions(repo);
    const results = await Promise.all(Array.from({ length: 100 }, () => cached.findValid('tok')));
    expect(results.every((r) => r?.user.id === 'u1')).toBe(true);
    expect(calls.find).toBe(1);
  });

  it('looks again after the TTL, and never serves a session past its own expiry', async () => {
    let t = 1_000_000;
    const { repo, calls } = fakeRepo(new Map([['tok', session(t + 2_000)]]));
    const cached = cacheSessions(repo, { ttlMs: 5_000, now: () => t });
    await cached.findValid('tok');
    t += 1_000;
    await cached.findValid('tok');
    expect(calls.find).toBe(1);
    t += 1_500; // past the session's expiry (2 s), within the TTL (5 s)
    await cached.findValid('tok');
    expect(calls.find).toBe(2);
  });

  it('forgets a revoked session at once and does not remember failed lookups', async () => {
    const { repo, calls } = fakeRepo(new Map([['tok', session(Date.now() + 60_000)]]));
    const cached = cacheSessions(repo);
    expect(await cached.findValid('tok')).toBeDefined();
    await cached.revoke('tok');
    expect(await cached.findValid('tok')).toBeUndefined();
    expect(calls.find).toBe(2);

    let fail = true;
    const flaky = {
      ...repo,
      async findValid() {
        if (fail) throw new Error('db down');
        return session(Date.now() + 60_000);
      },
    } as SessionRepository;
    const c2 = cacheSessions(flaky);
    await expect(c2.findValid('x')).rejects.toThrow('db down');
    fail = false;
    await new Promise((r) => setTimeout(r, 0));
    expect(await c2.findValid('x')).toBeDefined();
  });
});
