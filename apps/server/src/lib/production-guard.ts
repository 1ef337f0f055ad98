/** The variable that acknowledges risky production settings, by name. */
export const ACKNOWLEDGE_VARIABLE = 'ACKNOWLEDGE_RISKS';

/** Settings that are fine in development and dangerous in production, with what they open up. */
const RISKY_IN_PRODUCTION: { variable: string; risk: string }[] = [
  { variable: 'ALLOW_DEV_LOGIN', risk: 'anyone can sign in as any email address, an admin included' },
  { variable: 'PAYMENTS_ALLOW_TEST_PROVIDER', risk: 'payments are granted without any money moving' },
];

const isOn = (value: string | undefined) => value === 'true' || value === '1';

export interface ProductionCheck {
  /** Reasons not to start at all. */
  refusals: string[];
  /** Things the operator should hear at start-up. */
  warnings: string[];
}

/**
 * Start-up checks for NODE_ENV=production: a risky development setting refuses to start unless
 * ACKNOWLEDGE_RISKS names it (`ACKNOWLEDGE_RISKS=ALLOW_DEV_LOGIN`); a site nobody can sign in to is
 * said out loud.
 */
export function checkProduction(
  env: NodeJS.ProcessEnv,
  config: { env: string; google: unknown; devLoginEnabled: boolean },
): ProductionCheck {
  const result: ProductionCheck = { refusals: [], warnings: [] };
  if (config.env !== 'production') return result;
  const acknowledged = new Set(
    (env[ACKNOWLEDGE_VARIABLE] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  for (const { variable, risk } of RISKY_IN_PRODUCTION) {
    if (!isOn(env[variable])) continue;
    if (acknowledged.has(variable)) result.warnings.push(`${variable}=true in production (acknowledged): ${risk}.`);
    else
      result.refusals.push(
        `${variable}=true in production: ${risk}. Unset it, or set ${ACKNOWLEDGE_VARIABLE}=${variable} to start anyway.`,
      );
  }
  if (!config.google && !config.devLoginEnabled) {
    result.warnings.push(
      'No way to sign in: Google sign-in is not configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET) and the development sign-in is off in production. Visitors can browse, but nobody can sign in.',
    );
  }
  return result;
}
