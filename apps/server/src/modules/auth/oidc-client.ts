import type * as Oidc from 'openid-client';
import { AppError } from '../../lib/app-error';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Only for a local test provider over plain HTTP. */
  allowInsecure: boolean;
}

export interface StartedLogin {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string;
  name: string;
  picture: string | null;
}

/** openid-client (and jose), imported with the first sign-in rather than at start-up. */
let oidcModule: Promise<typeof Oidc> | null = null;
const loadOidc = () => {
  oidcModule ??= import('openid-client');
  return oidcModule;
};

/** Google (or any OpenID provider) sign-in: authorization code flow with PKCE, state and nonce. */
export function createOidcClient(settings: OidcSettings) {
  let configuration: Promise<Oidc.Configuration> | null = null;

  const getConfiguration = () => {
    configuration ??= loadOidc()
      .then((oidc) =>
        oidc.discovery(
          new URL(settings.issuer),
          settings.clientId,
          settings.clientSecret,
          undefined,
          settings.allowInsecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        ),
      )
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  };

  return {
    async start(): Promise<StartedLogin> {
      const config = await getConfiguration();
      const oidc = await loadOidc();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        // Google lets a user with several accounts pick one; other providers may not support it.
        ...(new URL(settings.issuer).hostname === 'accounts.google.com' ? { prompt: 'select_account' } : {}),
      });
      return { url, state, nonce, codeVerifier };
    },

    /** Exchanges the code; throws AppError(401) on any mismatch (state, nonce, replayed code, bad token). */
    async finish(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<VerifiedIdentity> {
      const config = await getConfiguration();
      const oidc = await loadOidc();
      let tokens: Awaited<ReturnType<typeof Oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: expected.codeVerifier,
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw Object.assign(new AppError(401, 'Sign-in could not be verified. Please try again.'), { cause: error });
      }
      const idClaims = tokens.claims();
      if (!idClaims) throw new AppError(401, 'Sign-in could not be verified. Please try again.');
      // Google puts profile claims in the ID token; other providers may only return them from UserInfo.
      const claims: Record<string, unknown> & { sub: string } =
        typeof idClaims.email === 'string'
          ? idClaims
          : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)), sub: idClaims.sub };
      if (typeof claims.email !== 'string') {
        throw new AppError(401, 'Your Google account did not share an email address.');
      }
      if (claims.email_verified === false) {
        throw new AppError(401, 'Your Google email address is not verified.');
      }
      const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name : claims.email.split('@')[0];
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        name: name ?? claims.email,
        picture: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
