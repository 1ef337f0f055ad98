import { WebhookAckResponseSchema } from '@codingkaro/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { WEBHOOK_KINDS, type WebhookKind } from './webhook-events';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, type WebhookService } from './webhook-service';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * The spec's webhook paths plus `/api/webhooks/razorpay` taking every native event. Registered in
 * their own scope: the JSON parser here keeps the raw bytes (the signature covers them exactly),
 * and no other route is affected.
 */
export const webhookRoutes: FastifyPluginAsync<{ webhooks: WebhookService }> = async (plainApp, { webhooks }) => {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  const paths: [string, WebhookKind | null][] = [
    ...WEBHOOK_KINDS.map((kind): [string, WebhookKind] => [`/api/webhooks/${kind}`, kind]),
    ['/api/webhooks/razorpay', null],
  ];
  for (const [url, kind] of paths) {
    app.post(url, { schema: { response: { 200: WebhookAckResponseSchema } } }, async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('Webhook body must be JSON');
      const result = await webhooks.handle({
        rawBody: request.body,
        signature: header(request.headers[SIGNATURE_HEADER]),
        eventId: header(request.headers[EVENT_ID_HEADER]),
        path: kind,
      });
      return { success: true as const, result };
    });
  }
};
