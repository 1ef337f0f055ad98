// Starts the built app on a throwaway embedded database for the end-to-end run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'ck-e2e-'));
const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '5000',
    COMPILER_RATE_LIMIT_PER_MINUTE: '5000',
    ANALYTICS_RATE_LIMIT_PER_MINUTE: '5000',
    ADMIN_EMAILS: 'admin@example.com',
    DATABASE_URL: '',
    ADMIN_EMAILS: 'staff@example.com',
    SUPPORT_EMAIL: 'support@codingkaro.example',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
