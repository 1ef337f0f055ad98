import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { checkProduction } from './production-guard';

const check = (env: Record<string, string>) => checkProduction(env, loadConfig(env));

describe('production start-up checks', () => {
  it('refuses ALLOW_DEV_LOGIN and PAYMENTS_ALLOW_TEST_PROVIDER unless ACKNOWLEDGE_RISKS names them', () => {
    const risky = { NODE_ENV: 'production', ALLOW_DEV_LOGIN: 'true', PAYMENTS_ALLOW_TEST_PROVIDER: 'true' };
    const refused = check(risky);
    expect(refused.refusals).toHaveLength(2);
    expect(refused.refusals[0]).toMatch(/^ALLOW_DEV_LOGIN=true in production: .* set ACKNOWLEDGE_RISKS=ALLOW_DEV_LOGIN to start/);
    expect(refused.refusals[1]).toMatch(/ACKNOWLEDGE_RISKS=PAYMENTS_ALLOW_TEST_PROVIDER/);

    const halfAcknowledged = check({ ...risky, ACKNOWLEDGE_RISKS: 'ALLOW_DEV_LOGIN' });
    expect(halfAcknowledged.refusals).toEqual([expect.stringMatching(/^PAYMENTS_ALLOW_TEST_PROVIDER/)]);
    expect(halfAcknowledged.warnings).toEqual([expect.stringMatching(/^ALLOW_DEV_LOGIN=true in production \(acknowledged\)/)]);

    expect(check({ ...risky, ACKNOWLEDGE_RISKS: 'ALLOW_DEV_LOGIN, PAYMENTS_ALLOW_TEST_PROVIDER' }).refusals).toEqual([]);
    expect(check({ ALLOW_DEV_LOGIN: 'true', PAYMENTS_ALLOW_TEST_PROVIDER: 'true' })).toEqual({ refusals: [], warnings: [] });
  });

  it('says so when production has no way to sign in', () => {
    expect(check({ NODE_ENV: 'production' }).warnings).toEqual([expect.stringMatching(/^No way to sign in/)]);
    expect(check({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).warnings).toEqual([]);
  });
});
