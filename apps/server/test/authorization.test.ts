import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesOf } from '../src/plugins/authorization';
import { buildTestApp, devSignIn, type TestApp } from './build-app';
import { databaseKinds } from './databases';

describe('rolesOf', () => {
  const roleEmails = { admin: ['boss@example.com'], mentor: ['mentor@example.com'], reviewer: [] };
  it('reads the lists case-insensitively and gives admins every role', () => {
    expect(rolesOf(roleEmails, ' Mentor@Example.com ')).toEqual(['mentor']);
    expect(rolesOf(roleEmails, 'boss@example.com')).toEqual(['admin', 'mentor', 'reviewer']);
    expect(rolesOf(roleEmails, 'learner@example.com')).toEqual([]);
  });
});

// Every guarded route group answers through request.requireRole(): 401 signed out, 403 wrong role, 200 right role.
const guarded = [
  { group: 'support staff', url: '/api/staff/support/tickets', role: 'admin' },
  { group: 'analytics admin', url: '/api/analytics/summary?days=7', role: 'admin' },
  { group: 'CV reviewers', url: '/api/staff/cv-reviews', role: 'reviewer' },
  { group: 'mentors', url: '/api/staff/mentorship/bookings', role: 'mentor' },
  { group: 'mail outbox', url: '/api/staff/mail-outbox', role: 'admin' },
] as const;

describe.each(databaseKinds)('request.requireRole (%s)', (kind) => {
  let t: TestApp;
  const cookies: Record<'admin' | 'mentor' | 'reviewer' | 'learner', string> = {
    admin: '',
    mentor: '',
    reviewer: '',
    learner: '',
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      ADMIN_EMAILS: 'boss@example.com',
      MENTOR_EMAILS: 'mentor@example.com',
      REVIEWER_EMAILS: 'Reviewer@Example.com',
    });
    cookies.admin = (await devSignIn(t.app, 'Boss', 'boss@example.com')).cookie;
    cookies.mentor = (await devSignIn(t.app, 'Meera Mentor', 'mentor@example.com')).cookie;
    cookies.reviewer = (await devSignIn(t.app, 'Rahul Reviewer', 'reviewer@example.com')).cookie;
    cookies.learner = (await devSignIn(t.app, 'Asha Rao', 'asha@example.com')).cookie;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it.each(guarded)(
    '$group: 401 signed out, 403 for a learner and another role, 200 for $role and admins',
    async ({ url, role }) => {
      expect((await get(url)).statusCode).toBe(401);
      const learner = await get(url, cookies.learner);
      expect(learner.statusCode).toBe(403);
      expect(learner.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
      const otherRole = role === 'mentor' ? 'reviewer' : 'mentor';
      expect((await get(url, cookies[otherRole])).statusCode).toBe(403);
      const right = await get(url, cookies[role]);
      expect(right.statusCode, right.body).toBe(200);
      expect((await get(url, cookies.admin)).statusCode).toBe(200);
    },
  );

  it('tells the web app the viewer’s roles', async () => {
    const rolesFor = async (cookie?: string) => (await get('/api/services/config', cookie)).json().roles;
    expect(await rolesFor()).toEqual([]);
    expect(await rolesFor(cookies.learner)).toEqual([]);
    expect(await rolesFor(cookies.reviewer)).toEqual(['reviewer']);
    expect(await rolesFor(cookies.admin)).toEqual(['admin', 'mentor', 'reviewer']);
  });
});
