// A standalone profile replay server for the end-to-end run: `tsx apps/server/test/profile-replay-main.ts <port>`.
import { profileReplayRoute } from './profile-replay';
import { startReplayServer } from './replay-server';

const port = Number(process.argv[2] ?? 0);
const server = await startReplayServer(profileReplayRoute(), port);
console.log(`profile replay listening on ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
