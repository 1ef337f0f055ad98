import type { Course } from '@codingkaro/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { PROGRESS_CACHE_TTL_MS } from '../src/modules/courses';
import { devSignIn } from './build-app';
import { createScratchPostgres } from './databases';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.DATABASE_URL)('course progress on two server instances sharing one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];

  async function instance(): Promise<FastifyInstance> {
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    handles.push(handle);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist' });
    const app = await buildApp({ config, database: handle, logger: false });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    scratch = await createScratchPostgres(process.env.DATABASE_URL ?? '');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await scratch?.drop();
  });

  it("reads its own writes at once and another instance's within the cache TTL", async () => {
    const [a, b] = [await instance(), await instance()];
    const { cookie } = await devSignIn(a, 'Two', 'two@example.com');
    const headers = { cookie };
    const page = async (app: FastifyInstance) => {
      const response = await app.inject({ url: '/codingkaro/courses/data-structures', headers });
      expect(response.statusCode).toBe(200);
      return response.json().data as Course;
    };
    const put = async (app: FastifyInstance, c: Course, questionId: string, payload: object) => {
      const url = `/codingkaro/courses/${c._id}/days/1/questions/${questionId}`;
      expect((await app.inject({ method: 'PUT', url, headers, payload })).statusCode).toBe(200);
    };
    const question = (c: Course, id: string) => c.days.flatMap((d) => d.questions).find((q) => q.id === id);

    const before = await page(a); // now held in A's progress cache
    const [first, second] = before.days[0]?.questions ?? [];
    if (!first || !second) throw new Error('fixture');

    // A's own write: seen on A's next page at once
    await put(a, before, first.id, { status: true });
    expect(question(await page(a), first.id)?.status).toBe(true);

    // B's write: seen on A once A's cached copy expires, and no later
    await page(a);
    const written = performance.now();
    await put(b, before, second.id, { notes: 'from the other instance' });
    let seenAfter: number | null = null;
    while (performance.now() - written < PROGRESS_CACHE_TTL_MS.postgres + 3_000) {
      if (question(await page(a), second.id)?.notes === 'from the other instance') {
        seenAfter = performance.now() - written;
        break;
      }
      await sleep(50);
    }
    expect(seenAfter).not.toBeNull();
    // the TTL plus the time one page takes on a loaded host
    expect(seenAfter).toBeLessThanOrEqual(PROGRESS_CACHE_TTL_MS.postgres + 1_000);
    // and B, which never cached this user, shows both writes
    const onB = await page(b);
    expect(question(onB, first.id)?.status).toBe(true);
    expect(question(onB, second.id)?.notes).toBe('from the other instance');
  }, 120_000);
});
