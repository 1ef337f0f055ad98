import type { StaffRole } from '@codingkaro/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user when they hold `role`: a 401 AppError for guests, 403 for everyone else. */
    requireRole(role: StaffRole, deniedMessage?: string): ReturnType<FastifyRequest['requireUser']>;
    /** The signed-in viewer's staff roles ([] for guests and learners). */
    staffRoles(): Promise<StaffRole[]>;
  }
}

const STAFF_ROLES = ['admin', 'mentor', 'reviewer'] as const satisfies readonly StaffRole[];

/** The roles the staff email lists give this address (admins hold every role). */
export function rolesOf(roleEmails: Record<StaffRole, string[]>, email: string): StaffRole[] {
  const address = email.trim().toLowerCase();
  const held = STAFF_ROLES.filter((role) => roleEmails[role].includes(address));
  return held.includes('admin') ? [...STAFF_ROLES] : held;
}

/**
 * The one place that decides who is staff: roles come from the signed-in session's email and the
 * ADMIN_EMAILS / MENTOR_EMAILS / REVIEWER_EMAILS lists. Register after the auth module, whose
 * `request.session()` and `request.requireUser()` it builds on.
 */
export const authorizationPlugin = fp(
  async (app) => {
    const { roleEmails } = app.config.services;
    app.decorateRequest('requireRole', async function (this: FastifyRequest, role: StaffRole, deniedMessage?: string) {
      const user = await this.requireUser();
      if (!rolesOf(roleEmails, user.email).includes(role)) throw forbidden(deniedMessage ?? 'This page is for staff only.');
      return user;
    });
    app.decorateRequest('staffRoles', async function (this: FastifyRequest) {
      const session = await this.session();
      return session ? rolesOf(roleEmails, session.user.email) : [];
    });
  },
  { name: 'authorization', dependencies: ['app-context', 'auth'] },
);
