import type { FastifyRequest } from 'fastify';

/** Rate-limit key: signed-in users are limited per account, guests per IP address. */
export async function perUserRateLimitKey(request: FastifyRequest): Promise<string> {
  const session = await request.session().catch(() => null);
  return session ? `user:${session.user.id}` : `ip:${request.ip}`;
}
