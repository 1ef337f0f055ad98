import type { StaffRole } from '@codingkaro/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/app-error';
import type { ServicesConfig } from './config';

/** The staff roles configuration gives this email address (admins hold every role). */
export function rolesOf(config: ServicesConfig, email: string): StaffRole[] {
  const address = email.trim().toLowerCase();
  const held = (['admin', 'mentor', 'reviewer'] as const).filter((role) => config.roleEmails[role].includes(address));
  return held.includes('admin') ? ['admin', 'mentor', 'reviewer'] : held;
}

/** The signed-in user when they hold `role` (401 for guests, 403 for everyone else). */
export async function requireRole(request: FastifyRequest, config: ServicesConfig, role: StaffRole) {
  const user = await request.requireUser();
  if (!rolesOf(config, user.email).includes(role)) throw forbidden('This page is for staff only.');
  return user;
}
