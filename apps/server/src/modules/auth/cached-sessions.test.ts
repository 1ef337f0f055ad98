import { describe, expect, it } from 'vitest';
import { withSessionCache } from './cached-sessions';
import type { SessionRepository, SessionWithUser } from './session-repository';

function fakeRepository(expiresAt: Date) {
  const live = new Set(['alive']);
  const calls: string[] = [];
  const repository = {
    async create() {
      return { token: 'new', expiresAt };
    },
    async findValid(token: string) {
      calls.push(token);
      return live.has(token)
        ? ({ createdAt: new Date(0), expiresAt, user: { id: 'u1' } } as unknown as SessionWithUser)
        : undefined;
    },
    async revoke(token: string) {
      live.delete(token);
    },
    async purgeExpired() {},
  } satisfies SessionRepository;
  return { repository, calls };
}

describe('withSessionCache', () => {
  it('asks the database once per token within the time to live, again after it', async () => {
    let clock = 1_000;
    const { repository, calls } = fakeRepository(new Date(1_000_000));
    const cached = withSessionCache(repository, 5_000, () => clock);
    expect((await cached.findValid('alive'))?.user.id).toBe('u1');
    expect((await cached.findValid('alive'))?.user.id).toBe('u1');
    expect(await cached.findValid('unknown')).toBeUndefined();
    expect(await cached.findValid('unknown')).toBeUndefined();
    expect(calls).toEqual(['alive', 'unknown']);
    clock += 5_000;
    await cached.findValid('alive');
    expect(calls).toEqual(['alive', 'unknown', 'alive']);
  });

  it('forgets a revoked session at once', async () => {
    const { repository, calls } = fakeRepository(new Date(1_000_000));
    const cached = withSessionCache(repository, 5_000, () => 1_000);
    expect(await cached.findValid('alive')).toBeDefined();
    await cached.revoke('alive');
    expect(await cached.findValid('alive')).toBeUndefined();
    expect(calls).toEqual(['alive', 'alive']);
  });

  it('never trusts a session past its own expiry', async () => {
    let clock = 1_000;
    const { repository, calls } = fakeRepository(new Date(2_000));
    const cached = withSessionCache(repository, 5_000, () => clock);
    await cached.findValid('alive');
    clock = 2_000;
    await cached.findValid('alive');
    expect(calls).toEqual(['alive', 'alive']);
  });
});
