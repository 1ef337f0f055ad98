import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

/** The first worker's app port; worker N uses E2E_PORT + 2N, and its platform replay the port after. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

async function waitForPing(url: string, child: ChildProcess, deadline: number): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${url}/api/internal/ping`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`the e2e server at ${url} did not answer within the deadline`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Signs in through the local development sign-in form, as a user would. */
export async function signInWithDevForm(page: Page, name = 'Asha Rao', email = 'asha@example.com') {
  await page.goto('/login');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/dev-login' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A caller's next goto could cancel the request before its session cookie is set (CI saw a staff page load signed
  // out): wait for the answer and for the app to leave /login.
  expect((await answered).ok()).toBe(true);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

type Box = { x: number; y: number; width: number; height: number };
/** One box a toast took, and whether sonner had mounted it in place by then. */
export type ToastFrame = Box & { mounted: boolean };

/**
 * Starts recording every box a toast with `text` takes, from the frame it is inserted in (sonner
 * inserts it unmounted, in its entering position) until it is mounted in place, and returns a call
 * that waits for the mounted toast and gives all of them. A check on the toast at rest alone missed
 * that it entered over a screen's buttons; a poll caught that entering frame only under load. Being
 * recorded in the page, a 2 s success toast is not missed either.
 */
export async function watchToastBoxes(page: Page, text: string): Promise<() => Promise<ToastFrame[]>> {
  const key = `__ckToastBoxes:${text}`;
  await page.evaluate(
    ({ text, key }) => {
      const boxes: ToastFrame[] = [];
      (window as unknown as Record<string, unknown>)[key] = boxes;
      const look = () => {
        for (const toast of Array.from(document.querySelectorAll('[data-sonner-toast]'))) {
          if (!toast.textContent?.includes(text)) continue;
          const r = toast.getBoundingClientRect();
          if (r.width > 0 && r.height > 0) {
            boxes.push({
              x: r.x,
              y: r.y,
              width: r.width,
              height: r.height,
              mounted: toast.getAttribute('data-mounted') === 'true',
            });
          }
        }
      };
      // a MutationObserver runs before the next frame is drawn: it sees the toast as inserted, then as each attribute changes
      new MutationObserver(look).observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['data-mounted', 'style'],
      });
    },
    { text, key },
  );
  return async () => {
    await page.waitForFunction((key) => (window as unknown as Record<string, ToastFrame[]>)[key]?.some((b) => b.mounted), key);
    return page.evaluate((key) => (window as unknown as Record<string, ToastFrame[]>)[key] ?? [], key);
  };
}

/**
 * Starts recording whether an element matching `selector` (and holding `text`, when given) is ever
 * shown with a size in the page, and returns the check. For short-lived states (the games' 3 s
 * confetti, a copy button's 2 s "Copied", a 2 s success toast): under load, the assertion that follows
 * the action can start after the state is already gone (4.4 s after a click once), so watch from before it.
 */
export async function recordAppearance(page: Page, selector: string, text = ''): Promise<() => Promise<boolean>> {
  const key = `__ckSeen:${selector}:${text}`;
  await page.evaluate(
    ({ selector, text, key }) => {
      const record = window as unknown as Record<string, boolean>;
      record[key] = false;
      const look = () => {
        const shown = Array.from(document.querySelectorAll(selector)).some((element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && rect.height > 0 && (element.textContent ?? '').includes(text);
        });
        if (shown) {
          record[key] = true;
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(look);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      look();
    },
    { selector, text, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, boolean>)[key] === true, key);
}

/**
 * Each Playwright worker runs its own built app on its own throwaway database (and its own platform
 * replay), so workers run specs in parallel without sharing users, progress or streaks.
 */
export const test = base.extend<{ consoleErrors: string[] }, { appServer: { url: string } }>({
  appServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex * 2;
      const url = `http://localhost:${port}`;
      const child = spawn(process.execPath, ['e2e/start-test-server.mjs'], {
        cwd: REPO_ROOT,
        env: { ...process.env, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await waitForPing(url, child, Date.now() + 170_000);
        await use({ url });
      } finally {
        await stopServer(child);
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.url),
  // fails a test on any unexpected console error or uncaught page error
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          !/Failed to load resource: the server responded with a status of 401/.test(message.text())
        ) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
