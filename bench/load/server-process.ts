/**
 * The built server (`apps/server/dist/server.js`) as a child process, and the client calls the
 * load bench and the fault scripts share: fixtures read from the running server and sign-in.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  logs: string[];
  base: string;
  /** SIGTERM (once) and wait for the exit */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the built server on `port` and waits for its ping (or its exit: thrown with its log). */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_JS: another build to compare with (e.g. main's bundle copied into apps/server/dist)
  const child = spawn(process.execPath, [process.env.BENCH_SERVER_JS || 'apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // the benches measure the server, not its per-user brakes
      RATE_LIMIT_PER_MINUTE: '1000000',
      COMPILER_RATE_LIMIT_PER_MINUTE: '1000000',
      JUDGE_RATE_LIMIT_PER_MINUTE: '1000000',
      // each simulated user is its own client address (X-Forwarded-For), as behind the reverse
      // proxy: the per-address limits (sign-in: 20 a minute) apply per user, not to the whole bench
      TRUST_PROXY: 'true',
      // behind a proxy the development sign-in answers only with ALLOW_DEV_LOGIN (the bench signs its users in)
      ALLOW_DEV_LOGIN: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout?.on('data', (c: Buffer) => logs.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => logs.push(c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${logs.join('')}`);
    const up = await fetch(`${base}/api/internal/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, exited, logs, base, stop };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${logs.join('')}`);
}

export interface Fixtures {
  problemSlugs: string[];
  courseNames: string[];
  /** toggle targets: course id, day number, question id */
  questions: { courseId: string; dayNumber: number; questionId: string }[];
  submitSlug: string;
  submitCode: string;
}

export async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function loadFixtures(base: string): Promise<Fixtures> {
  const { problems } = await json<{ problems: { slug: string }[] }>(`${base}/api/problems?limit=50`);
  const courses = (await json<{ data: { name: string }[] }>(`${base}/api/courses`)).data;
  const questions: Fixtures['questions'] = [];
  const courseNames: string[] = [];
  for (const course of courses.slice(0, 3)) {
    const detail = (
      await json<{ data: { _id: string; days: { dayNumber: number; questions: { id: string }[] }[] } }>(
        `${base}/api/codingkaro/courses/${encodeURIComponent(course.name)}`,
      )
    ).data;
    courseNames.push(course.name);
    for (const day of detail.days.slice(0, 4)) {
      for (const q of day.questions.slice(0, 5))
        questions.push({ courseId: detail._id, dayNumber: day.dayNumber, questionId: q.id });
    }
  }
  const submitSlug = problems[0]?.slug ?? 'two-sum';
  const detail = (await json<{ problem: { starterCode?: Record<string, string> } }>(`${base}/api/problems/${submitSlug}`))
    .problem;
  // the starter code: a real submission, judged (its verdict does not matter here)
  const submitCode: string = detail.starterCode?.python ?? 'pass\n';
  if (!questions.length) throw new Error('no course questions to toggle');
  return { problemSlugs: problems.map((p) => p.slug), courseNames, questions, submitSlug, submitCode };
}

export interface SimUser {
  token: string;
  email: string;
  /** this user's client address, sent as X-Forwarded-For */
  ip: string;
}

export const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

export async function signIn(base: string, i: number): Promise<SimUser> {
  const email = `load-${i}@bench.test`;
  const body = await json<{ token: string }>(`${base}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(i) },
    body: JSON.stringify({ name: `Load user ${i}`, email }),
  });
  return { token: body.token, email, ip: addressOf(i) };
}

export const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
