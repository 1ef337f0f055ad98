/**
 * `npm run bench:backup`: the backup procedure of docs/deploy.md, tested end to end. The built
 * server (`npm run build` first) seeds a fresh PostgreSQL database and users make some progress
 * (and one judged submission); then `pg_dump --format=custom`, `pg_restore` into a new empty
 * database, and every table's row count (and the progress rows themselves) compared.
 *
 *   npm run bench:backup [-- --users 10 --port 3504]
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names a server where this
 * script creates, and afterwards drops, two databases of its own. pg_dump / pg_restore from PATH.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadFixtures, pick, signIn, startServer } from '../load/server-process';

const { values: args } = parseArgs({
  options: { users: { type: 'string', default: '10' }, port: { type: 'string', default: '3504' } },
});
const USERS = Number(args.users);
const PORT = Number(args.port);

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const urlOf = (name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

function run(cmd: string, argv: string[]) {
  const t0 = performance.now();
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}):\n${r.stderr}`);
  return performance.now() - t0;
}

async function counts(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ t: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS t FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    );
    const result = new Map<string, number>();
    for (const { t } of tables.rows) result.set(t, Number((await client.query(`SELECT count(*) AS n FROM ${t}`)).rows[0].n));
    // the content too, not only the number: progress rows as text, compared as a whole
    const progress = await client.query<{ h: string }>(
      "SELECT md5(coalesce(string_agg(format('%s|%s|%s', user_id, question_id, status), ',' ORDER BY user_id, question_id), '')) AS h FROM question_progress",
    );
    result.set('(question_progress content md5)', Number.parseInt(progress.rows[0]?.h.slice(0, 8) ?? '0', 16));
    return result;
  } finally {
    await client.end();
  }
}

async function main() {
  const source = `ck_backup_src_${process.pid}`;
  const target = `ck_backup_restore_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-backup-'));
  const dump = path.join(dir, 'codingkaro.dump');
  let failed = false;
  try {
    await admin.query(`CREATE DATABASE ${source}`);
    await admin.query(`CREATE DATABASE ${target}`);
    console.log(`bench:backup  source ${source}, restore into ${target} on ${new URL(adminUrl).host}`);

    // 1. content seeded by the server itself, and some user progress through the API
    const server = await startServer(PORT, { DATA_DIR: dir, DATABASE_URL: urlOf(source) });
    try {
      const fx = await loadFixtures(server.base);
      let acknowledged = 0;
      for (let i = 0; i < USERS; i++) {
        const user = await signIn(server.base, i);
        for (let k = 0; k < 5; k++) {
          const q = pick(fx.questions);
          const r = await fetch(
            `${server.base}/api/codingkaro/courses/${q.courseId}/days/${q.dayNumber}/questions/${q.questionId}`,
            {
              method: 'PUT',
              headers: { authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.ip, 'content-type': 'application/json' },
              body: JSON.stringify({ status: true }),
            },
          );
          if (r.ok) acknowledged++;
        }
        if (i === 0) {
          const r = await fetch(`${server.base}/api/problems/submit`, {
            method: 'POST',
            headers: { authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.ip, 'content-type': 'application/json' },
            body: JSON.stringify({ problemId: fx.submitSlug, language: 'python', code: fx.submitCode }),
          });
          console.log(`one submission: ${r.status}`);
        }
      }
      console.log(`${USERS} users signed in, ${acknowledged} progress toggles acknowledged`);
    } finally {
      await server.stop();
    }

    // 2. the procedure of docs/deploy.md
    const dumpMs = run('pg_dump', ['--format=custom', `--file=${dump}`, urlOf(source)]);
    console.log(`pg_dump --format=custom: ${(statSync(dump).size / 1024).toFixed(0)} KiB in ${dumpMs.toFixed(0)} ms`);
    const restoreMs = run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${urlOf(target)}`, dump]);
    console.log(`pg_restore into the empty ${target}: ${restoreMs.toFixed(0)} ms`);

    // 3. compare
    const [before, after] = await Promise.all([counts(urlOf(source)), counts(urlOf(target))]);
    const names = [...new Set([...before.keys(), ...after.keys()])].sort();
    let total = 0;
    const differ: string[] = [];
    for (const name of names) {
      const a = before.get(name);
      const b = after.get(name);
      if (!name.startsWith('(')) total += a ?? 0;
      if (a !== b) differ.push(`${name}: ${a ?? 'missing'} vs ${b ?? 'missing'}`);
    }
    const show = ['public.users', 'public.sessions', 'public.question_progress', 'public.submissions', 'public.problems'];
    console.log(
      show
        .filter((t) => before.has(t))
        .map((t) => `${t.replace('public.', '')} ${before.get(t)}`)
        .join(', '),
    );
    if (differ.length) {
      failed = true;
      console.log(`MISMATCH in ${differ.length} tables:\n  ${differ.join('\n  ')}`);
    } else {
      console.log(`${names.length - 1} tables, ${total} rows: every row count matches after restore, progress content identical`);
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
