import { describe, expect, it } from 'vitest';
import type { CourseRepository, ProgressRow } from '../src/modules/courses/course-repository';
import { cacheProgress } from '../src/modules/courses/progress-cache';

const row = (questionId: string, status: boolean): ProgressRow => ({
  questionId,
  status,
  forRevision: false,
  notes: '',
  updatedAt: null,
});

/** A repository over a map of user → question → status, counting reads; reads and writes take a tick. */
function fakeRepo() {
  const store = new Map<string, Map<string, boolean>>();
  const calls = { load: 0 };
  const tick = () => new Promise((r) => setTimeout(r, 5));
  const repo = {
    async loadProgress(userId: string) {
      calls.load++;
      const snapshot = new Map([...(store.get(userId) ?? [])].map(([q, s]) => [q, row(q, s)]));
      await tick();
      return snapshot;
    },
    async setField(userId: string, questionId: string, update: { value: boolean | string }) {
      await tick();
      store.set(userId, new Map(store.get(userId)).set(questionId, update.value === true));
      return new Date();
    },
    async completeProblemQuestions(userId: string, problemSlug: string) {
      await tick();
      store.set(userId, new Map(store.get(userId)).set(problemSlug, true));
      return [problemSlug];
    },
  } as unknown as CourseRepository;
  return { repo, calls };
}

const statusOf = async (repo: CourseRepository, user: string, question: string) =>
  (await repo.loadProgress(user)).get(question)?.status ?? false;

describe('progress cache', () => {
  it('answers a burst of 100 page views of one user with one query, and other users separately', async () => {
    const { repo, calls } = fakeRepo();
    const cached = cacheProgress(repo, { ttlMs: 60_000 });
    const maps = await Promise.all(Array.from({ length: 100 }, () => cached.loadProgress('u1')));
    expect(new Set(maps).size).toBe(1);
    expect(calls.load).toBe(1);
    await cached.loadProgress('u2');
    expect(calls.load).toBe(2);
  });

  it('reads its own writes at once: setField and completeProblemQuestions evict the user', async () => {
    const { repo, calls } = fakeRepo();
    const cached = cacheProgress(repo, { ttlMs: 60_000 });
    expect(await statusOf(cached, 'u1', 'q1')).toBe(false);
    await cached.setField('u1', 'q1', { field: 'status', value: true });
    expect(await statusOf(cached, 'u1', 'q1')).toBe(true);
    await cached.completeProblemQuestions('u1', 'q2', new Date());
    expect(await statusOf(cached, 'u1', 'q2')).toBe(true);
    expect(calls.load).toBe(3);
    await statusOf(cached, 'u1', 'q2');
    expect(calls.load).toBe(3);
  });

  it('does not keep a lookup that raced a write', async () => {
    const { repo } = fakeRepo();
    const cached = cacheProgress(repo, { ttlMs: 60_000 });
    const write = cached.setField('u1', 'q1', { field: 'status', value: true });
    const racing = cached.loadProgress('u1'); // starts before the write lands: may see the old row
    await Promise.all([write, racing]);
    expect(await statusOf(cached, 'u1', 'q1')).toBe(true);
  });

  it('looks again after the TTL, forgets failed lookups, and is off with a TTL of 0', async () => {
    let t = 1_000;
    const { repo, calls } = fakeRepo();
    const cached = cacheProgress(repo, { ttlMs: 2_000, now: () => t });
    await cached.loadProgress('u1');
    t += 1_999;
    await cached.loadProgress('u1');
    expect(calls.load).toBe(1);
    t += 1;
    await cached.loadProgress('u1');
    expect(calls.load).toBe(2);

    let fail = true;
    const flaky = {
      ...repo,
      async loadProgress(userId: string) {
        if (fail) throw new Error('db down');
        return repo.loadProgress(userId);
      },
    } as CourseRepository;
    const c2 = cacheProgress(flaky, { ttlMs: 60_000 });
    await expect(c2.loadProgress('u1')).rejects.toThrow('db down');
    fail = false;
    await new Promise((r) => setTimeout(r, 0));
    expect(await c2.loadProgress('u1')).toBeInstanceOf(Map);

    expect(cacheProgress(repo, { ttlMs: 0 })).toBe(repo);
  });

  it('keeps at most maxUsers users', async () => {
    const { repo, calls } = fakeRepo();
    const cached = cacheProgress(repo, { ttlMs: 60_000, maxUsers: 2 });
    for (const user of ['a', 'b', 'c']) await cached.loadProgress(user);
    await cached.loadProgress('a'); // dropped first
    expect(calls.load).toBe(4);
    await cached.loadProgress('c');
    expect(calls.load).toBe(4);
  });
  it('hands out the map it replaces when a reload after the TTL finds the same rows (memoised answers survive)', async () => {
    let t = 0;
    const { repo, calls } = fakeRepo();
    const cached = cacheProgress(repo, { ttlMs: 2_000, now: () => t });
    await cached.setField('u1', 'q1', { field: 'status', value: true });
    const first = await cached.loadProgress('u1');
    t += 2_000;
    const again = await cached.loadProgress('u1');
    expect(calls.load).toBe(2);
    expect(again).toBe(first);
    // a write of another process (here: behind the cache's back) gives a new map after the TTL
    await repo.setField('u1', 'q2', { field: 'status', value: true });
    t += 2_000;
    const changed = await cached.loadProgress('u1');
    expect(changed).not.toBe(first);
    expect(changed.get('q2')?.status).toBe(true);
  });

  it('forgets users whose entries expired when another user is loaded', async () => {
    let t = 0;
    const { repo, calls } = fakeRepo();
    const cached = cacheProgress(repo, { ttlMs: 1_000, now: () => t });
    await cached.loadProgress('a');
    const kept = await cached.loadProgress('b');
    t += 1_000;
    await cached.loadProgress('c'); // drops a and b
    // b's previous map is gone with its entry: same rows, but a new map
    expect(await cached.loadProgress('b')).not.toBe(kept);
    expect(calls.load).toBe(4);
  });
});
