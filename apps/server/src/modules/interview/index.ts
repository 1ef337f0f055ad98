import { randomBytes } from 'node:crypto';
import { EXECUTE_DEFAULTS, INTERVIEW_DOCUMENT_FULL_MESSAGE } from '@codingkaro/contracts';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { runnerMissing } from '../../lib/execution-errors';
import { executeCode } from '../compiler';
import { ProblemFilesCache } from '../problems';
import { createCollabHub } from './collab-hub';
import { createDocumentRepository } from './document-repository';
import { createPeerRepository } from './peer-repository';
import { peerRoutes } from './peer-routes';
import { createPeerService, type PeerService } from './peer-service';
import { createProblemJudge } from './problem-judge';
import { createRedisRelay } from './room-relay';
import { createRoomRepository } from './room-repository';
import { createRoomService } from './room-service';
import { interviewRoutes } from './routes';
import { interviewSocketRoutes } from './socket-routes';

/** Largest WebSocket frame accepted: a pasted document at the cap, with room for the protocol. */
const MAX_FRAME_BYTES = 512 * 1024;

/**
 * Live mock-interview rooms (`/api/interview/*`): rooms and invites over HTTP, the shared code
 * document over a WebSocket on the same port (Yjs, y-websocket protocol), stored in the database.
 */
export const interviewModule: FastifyPluginAsync = async (app) => {
  const { interview } = app.config;
  const documents = createDocumentRepository(app.db, app.dbKind);
  // With Redis, other API instances serving the same rooms hear this one's changes (and it theirs).
  const relay = app.config.redisUrl
    ? await createRedisRelay({ url: app.config.redisUrl, channelPrefix: interview.relayChannelPrefix, log: app.log })
    : null;
  // The hub sends each new socket the room's state, which the service (made below) reads.
  let stateForSocket: (roomId: string) => Promise<unknown> = async () => null;
  // Opening a room notes a peer match's arrival (the peer service, made below, needs the hub too).
  let peers: PeerService | null = null;
  const hub = createCollabHub({
    roomState: (roomId) => stateForSocket(roomId),
    documents,
    maxDocumentBytes: interview.maxDocumentBytes,
    compactAfterUpdates: interview.compactAfterUpdates,
    documentFullMessage: INTERVIEW_DOCUMENT_FULL_MESSAGE,
    log: app.log,
    relay,
  });
  const rooms = createRoomRepository(app.db);
  const library = createProblemJudge({
    db: app.db,
    files: new ProblemFilesCache(app.config.contentDir),
    executorFor: app.runnerFor,
  });
  const service = createRoomService({
    rooms,
    onOpen: (roomId, userId) => peers?.opened(roomId, userId) ?? Promise.resolve(),
    hub,
    roomTtlMs: interview.roomTtlMs,
    history: documents.history,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    library,
    execute: ({ language, code, stdin }) => {
      if (!app.runner) throw runnerMissing();
      return executeCode(app.runner, {
        language,
        files: [{ content: code }],
        stdin,
        compile_timeout: EXECUTE_DEFAULTS.compileTimeoutMs,
        run_timeout: EXECUTE_DEFAULTS.runTimeoutMs,
        compile_memory_limit: EXECUTE_DEFAULTS.memoryLimit,
        run_memory_limit: EXECUTE_DEFAULTS.memoryLimit,
      });
    },
  });
  stateForSocket = service.stateForSocket;
  peers = createPeerService({
    db: app.db,
    dbKind: app.dbKind,
    peers: createPeerRepository(app.db),
    rooms,
    hub,
    library,
    roomTtlMs: interview.roomTtlMs,
    dailyCap: interview.peerDailyCap,
    halfMinutes: interview.peerHalfMinutes,
  });
  // Matches nobody came back to are cancelled even when no page asks (any instance; each once).
  const sweep = setInterval(() => {
    peers?.expireOverdue().catch((error: unknown) => app.log.warn({ err: error }, 'peer no-show sweep failed'));
  }, 15_000);
  sweep.unref();
  app.addHook('preClose', async () => clearInterval(sweep));
  // Every received update is stored before the database closes (the app's caller closes it after).
  app.addHook('preClose', async () => {
    await hub.close();
    await relay?.close();
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  await app.register(interviewRoutes, {
    service,
    runRateLimitPerMinute: interview.runRateLimitPerMinute,
    submitRateLimitPerMinute: interview.submitRateLimitPerMinute,
  });
  await app.register(peerRoutes, { peers, joinRateLimitPerMinute: interview.peerJoinRateLimitPerMinute });
  await app.register(interviewSocketRoutes, {
    service,
    hub,
    allowedOrigins: [new URL(app.config.publicUrl).origin, ...app.config.webOrigins],
  });
};

/**
 * A room for a scheduled session (a mentorship booking): the mentor interviews, the learner is
 * already the candidate, and it lasts the room lifetime from the session's start. Answers its id.
 */
export async function createScheduledRoom(
  db: Database,
  input: { title: string; interviewerId: string; candidateId: string; startsAt: Date; roomTtlMs: number },
): Promise<string> {
  return createRoomRepository(db).create({
    title: input.title,
    interviewerId: input.interviewerId,
    candidateId: input.candidateId,
    inviteToken: randomBytes(32).toString('base64url'),
    allowObservers: false,
    expiresAt: new Date(input.startsAt.getTime() + input.roomTtlMs),
  });
}

/** The address of a room's page. */
export const interviewRoomUrl = (publicUrl: string, roomId: string) => `${publicUrl}/interview/${roomId}`;
