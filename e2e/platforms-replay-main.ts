// The e2e run's one stand-in for every outside platform: `tsx e2e/platforms-replay-main.ts <port>`.
// Contest listings are answered first; everything else goes to the profile's recorded answers.
import { profileReplayRoute } from '../apps/server/test/profile-replay';
import { startReplayServer } from '../apps/server/test/replay-server';
import { contestsReplayRoute } from './contests-replay';

const contests = contestsReplayRoute();
const profile = profileReplayRoute();
const port = Number(process.argv[2] ?? 0);
const server = await startReplayServer((request) => contests(request) ?? profile(request), port);
console.log(`platforms replay listening on ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
