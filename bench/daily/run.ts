/**
 * The Today page with 1,000 review cards for one learner: `npx tsx bench/daily/run.ts`.
 * In process (Fastify `inject`, no sockets) on an in-memory PGlite seeded from content/: the learner
 * holds a card for every library problem and every sheet question (all due), plus cards of other
 * slugs due later, 1,000 in all. Prints p50/p99 of GET /api/daily/today and of the ping route over
 * the same requests, interleaved, and their ratio. Env: BENCH_REQUESTS (1000).
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { courseQuestions } from '../../apps/server/src/modules/courses/tables';
import { reviewCards } from '../../apps/server/src/modules/daily/tables';
import { problems } from '../../apps/server/src/modules/problems/tables';
import { hostLine } from '../lib/timing';

const CARDS = 1000;
const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
const contentDir = fileURLToPath(new URL('../../content', import.meta.url));

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};

async function main() {
  const config = loadConfig({
    NODE_ENV: 'production',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ALLOW_DEV_LOGIN: 'true',
    LOG_LEVEL: 'silent',
    CONTENT_DIR: contentDir,
    WEB_DIST_DIR: '/nonexistent',
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { name: 'Bench', email: 'bench@example.com' },
      remoteAddress: '127.0.0.1',
    });
    const token = login.json().token as string;
    const headers = { 'x-session-token': token, 'x-time-zone': 'Asia/Kolkata' };
    const userId = (await app.inject({ url: '/api/auth/current-user', headers })).json().user.id as string;

    const db = database.db;
    const slugs = (await db.select({ slug: problems.slug }).from(problems)).map((r) => r.slug);
    const questions = (await db.select({ id: courseQuestions.id }).from(courseQuestions)).map((r) => r.id);
    const now = Date.now();
    const card = (kind: 'problem' | 'question', ref: string, dueOffsetMs: number) => ({
      userId,
      kind,
      ref,
      due: new Date(now + dueOffsetMs),
      stability: 3,
      difficulty: 5,
      elapsedDays: 0,
      scheduledDays: 3,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 2,
      lastReview: new Date(now - 3 * 86_400_000),
      lastSolvedAt: new Date(now - 3 * 86_400_000),
      activatedAt: new Date(now - 3 * 86_400_000),
    });
    const rows = [
      ...slugs.map((slug, i) => card('problem', slug, -i * 60_000)),
      ...questions.map((id, i) => card('question', id, -i * 30_000)),
    ].slice(0, CARDS);
    for (let i = rows.length; i < CARDS; i++) rows.push(card('problem', `not-in-library-${i}`, 7 * 86_400_000));
    for (let i = 0; i < rows.length; i += 200) await db.insert(reviewCards).values(rows.slice(i, i + 200));

    const course = (await app.inject({ url: '/api/codingkaro/courses/data-structures', headers })).json();
    const firstQuestion = course.data.days[0].questions[0];
    await app.inject({
      method: 'PUT',
      url: `/api/codingkaro/courses/${course.data._id}/days/1/questions/${firstQuestion.id}`,
      headers,
      payload: { status: true },
    });
    if (process.env.BENCH_PIECES) {
      const { createCardRepository } = await import('../../apps/server/src/modules/daily/card-repository');
      const { nextSheetQuestions, describeSheetQuestions } = await import('../../apps/server/src/modules/courses');
      const cards = createCardRepository(db);
      const at = new Date();
      const time = async (name: string, f: () => Promise<unknown>) => {
        const xs: number[] = [];
        for (let i = 0; i < 100; i++) {
          const t = performance.now();
          await f();
          xs.push(performance.now() - t);
        }
        console.log(name, percentile(xs, 50).toFixed(2));
      };
      const due = await cards.listDue(userId, at, 50);
      await time('listDue', () => cards.listDue(userId, at, 50));
      await time('countCards', () => cards.countCards(userId, at));
      await time('next', () => nextSheetQuestions(db, userId));
      await time('describe', () =>
        describeSheetQuestions(
          db,
          due.filter((c) => c.kind === 'question').map((c) => c.ref),
        ),
      );
      await time('solves', () => cards.dailySolves(userId, '2026-01-01', '2026-01-01'));
    }
    const first = (await app.inject({ url: '/api/daily/today', headers })).json();
    const today: number[] = [];
    const ping: number[] = [];
    for (let i = 0; i < 50; i++) await app.inject({ url: '/api/daily/today', headers });
    for (let i = 0; i < requests; i++) {
      let t = performance.now();
      const answer = await app.inject({ url: '/api/daily/today', headers });
      today.push(performance.now() - t);
      if (answer.statusCode !== 200) throw new Error(`today answered ${answer.statusCode}`);
      t = performance.now();
      await app.inject({ url: '/api/internal/ping' });
      ping.push(performance.now() - t);
    }
    console.log(
      `Today page, ${CARDS} cards (${first.dueCount} due, ${first.reviews.length} listed), ${requests} requests; ${hostLine()}`,
    );
    console.log('route | p50 ms | p99 ms');
    console.log(`GET /api/daily/today | ${percentile(today, 50).toFixed(2)} | ${percentile(today, 99).toFixed(2)}`);
    console.log(`GET /api/internal/ping | ${percentile(ping, 50).toFixed(2)} | ${percentile(ping, 99).toFixed(2)}`);
    console.log(
      `ratio today/ping p50 ${(percentile(today, 50) / percentile(ping, 50)).toFixed(1)}x, p99 ${(percentile(today, 99) / percentile(ping, 99)).toFixed(1)}x`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
