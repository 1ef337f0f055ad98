import { describe, expect, it } from 'vitest';
import type { NewSubmission, ProblemRepository, SubmissionRow } from '../src/modules/problems/problem-repository';
import { cacheSolved } from '../src/modules/problems/solved-cache';

/** A repository over a list of (user, problem, verdict), counting solved-set reads; calls take a tick. */
function fakeRepo() {
  const stored: NewSubmission[] = [];
  const calls = { solved: 0 };
  const tick = () => new Promise((r) => setTimeout(r, 5));
  const repo = {
    async solvedProblemIds(userId: string | null) {
      if (!userId) return new Set<string>();
      calls.solved++;
      const ids = new Set(stored.filter((s) => s.userId === userId && s.verdict === 'Accepted').map((s) => s.problemId));
      await tick();
      return ids;
    },
    async recordSubmission(input: NewSubmission) {
      await tick();
      stored.push(input);
      return { ...input, id: String(stored.length), createdAt: new Date() } as SubmissionRow;
    },
  } as unknown as ProblemRepository;
  return { repo, calls, stored };
}

const accepted = (userId: string, problemId: string): NewSubmission =>
  ({ userId, problemId, language: 'python', code: 'x', verdict: 'Accepted', testsPassed: 1, totalTests: 1 }) as NewSubmission;

describe('solved-set cache', () => {
  it('answers a burst of one user with one query, guests with none', async () => {
    const { repo, calls } = fakeRepo();
    const cached = cacheSolved(repo, { ttlMs: 2_000 });
    const sets = await Promise.all(Array.from({ length: 50 }, () => cached.solvedProblemIds('u1')));
    expect(new Set(sets).size).toBe(1);
    expect(calls.solved).toBe(1);
    expect((await cached.solvedProblemIds(null)).size).toBe(0);
    expect(calls.solved).toBe(1);
  });

  it("sees this process's submissions at once, other writes after the TTL, keeping an unchanged set", async () => {
    let t = 0;
    const { repo, calls, stored } = fakeRepo();
    const cached = cacheSolved(repo, { ttlMs: 2_000, now: () => t });
    expect((await cached.solvedProblemIds('u1')).has('p1')).toBe(false);
    await cached.recordSubmission(accepted('u1', 'p1'));
    const afterOwn = await cached.solvedProblemIds('u1');
    expect(afterOwn.has('p1')).toBe(true);
    t += 2_000;
    expect(await cached.solvedProblemIds('u1')).toBe(afterOwn); // same ids: the same set
    stored.push(accepted('u1', 'p2')); // another instance's verdict
    t += 1_999;
    expect((await cached.solvedProblemIds('u1')).has('p2')).toBe(false);
    t += 1;
    expect((await cached.solvedProblemIds('u1')).has('p2')).toBe(true);
    expect(calls.solved).toBe(4);
  });

  it('does not keep a lookup that raced a submission, nor a failed one', async () => {
    const { repo } = fakeRepo();
    const cached = cacheSolved(repo, { ttlMs: 60_000 });
    const write = cached.recordSubmission(accepted('u1', 'p1'));
    const racing = cached.solvedProblemIds('u1');
    await Promise.all([write, racing]);
    expect((await cached.solvedProblemIds('u1')).has('p1')).toBe(true);

    let fail = true;
    const flaky = {
      ...repo,
      async solvedProblemIds(userId: string | null) {
        if (fail) throw new Error('db down');
        return repo.solvedProblemIds(userId);
      },
    } as ProblemRepository;
    const c2 = cacheSolved(flaky, { ttlMs: 60_000 });
    await expect(c2.solvedProblemIds('u1')).rejects.toThrow('db down');
    fail = false;
    await new Promise((r) => setTimeout(r, 0));
    expect(await c2.solvedProblemIds('u1')).toBeInstanceOf(Set);
    expect(cacheSolved(repo, { ttlMs: 0 })).toBe(repo);
  });
});
