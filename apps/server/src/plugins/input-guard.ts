import { findNulField, nulMessage } from '@codingkaro/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * The contracts' NUL rule applied to every request before its schema runs: a NUL character in
 * any path parameter, query parameter or body string is a 400 naming the field (PostgreSQL
 * cannot store it; it used to surface as a 500 from deep inside a route).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = findNulField(request.params, '') ?? findNulField(request.query, '') ?? findNulField(request.body, '');
    if (field !== null) throw new AppError(400, nulMessage(field || 'request'), 'VALIDATION_FAILED');
  });
}
