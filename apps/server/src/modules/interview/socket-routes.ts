import { type InterviewRole, InterviewRoomParamsSchema } from '@codingkaro/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/app-error';
import type { CollabHub } from './collab-hub';
import type { RoomService } from './room-service';

export interface SocketRouteDeps {
  service: RoomService;
  hub: CollabHub;
  /** Origins a browser may open the socket from (the site itself and WEB_ORIGINS). */
  allowedOrigins: string[];
}

/** The role each upgrade was admitted with, decided before the socket exists. */
const admitted = new WeakMap<FastifyRequest, { role: InterviewRole; name: string }>();

function sameHostOrigin(request: FastifyRequest): string[] {
  const host = request.headers.host;
  return host ? [`http://${host}`, `https://${host}`] : [];
}

/**
 * The shared document's WebSocket (y-websocket protocol). The upgrade is an ordinary request
 * until the hooks pass: no session 401, not a member 403, expired 410, another site's page 403,
 * so a refused client never gets a socket.
 */
export const interviewSocketRoutes: FastifyPluginAsync<SocketRouteDeps> = async (app, { service, hub, allowedOrigins }) => {
  app.get(
    '/api/interview/rooms/:roomId/socket',
    {
      websocket: true,
      config: { rateLimit: false },
      schema: { params: InterviewRoomParamsSchema },
      // After validation (a malformed room id is a 400), before the upgrade.
      preHandler: async (request) => {
        const origin = request.headers.origin;
        if (origin && !allowedOrigins.includes(origin) && !sameHostOrigin(request).includes(origin)) {
          throw forbidden('This page may not open the interview room.');
        }
        const { roomId } = request.params as { roomId: string };
        const user = await request.requireUser();
        const { role } = await service.membership(roomId, user.id);
        admitted.set(request, { role, name: user.name });
      },
    },
    (socket, request) => {
      const { roomId } = request.params as { roomId: string };
      const member = admitted.get(request);
      if (!member) return socket.close(1008, 'Not admitted');
      hub.connect(roomId, socket, { readOnly: member.role === 'observer', name: member.name });
    },
  );
};
