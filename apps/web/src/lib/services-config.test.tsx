import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch, testUser } from '../testing/fake-api';
import { renderWithApp } from '../testing/render-app';
import { servicesConfig } from '../testing/services-config';
import { useAuth } from './auth/auth-provider';
import { useServicesConfig } from './services-config';

function RolesProbe() {
  const { status, signOut } = useAuth();
  const roles = useServicesConfig().data?.roles;
  return (
    <div>
      <p>auth: {status}</p>
      <p>roles: {roles ? roles.join(',') || 'none' : 'pending'}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}

/** A server whose answers follow its session cookie; the auth check answers only when `answerAuth` is called. */
function fakeServer() {
  let signedIn = true;
  let answerAuth = () => {};
  const authAnswered = new Promise<void>((resolve) => {
    answerAuth = resolve;
  });
  const calls: string[] = [];
  stubFetch().mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    switch (url.pathname) {
      case '/api/auth/current-user':
        await authAnswered;
        return signedIn ? json(200, { success: true, user: testUser }) : json(401, { success: false, message: 'Not signed in' });
      case '/api/auth/providers':
        return json(200, { success: true, google: false, devLogin: true });
      case '/api/auth/logout':
        signedIn = false;
        return json(200, { success: true });
      case '/api/services/config':
        return json(200, servicesConfig(signedIn ? ['admin'] : []));
      default:
        return json(404, { success: false, message: 'Not found' });
    }
  });
  const configCalls = () => calls.filter((call) => call === 'GET /api/services/config').length;
  return { calls, configCalls, answerAuth };
}

describe('useServicesConfig', () => {
  it('asks once per page load, beside the auth check, and again as a guest after sign-out', async () => {
    const server = fakeServer();
    renderWithApp([{ path: '/', element: <RolesProbe /> }], '/');

    // The cookie names the viewer: the config does not wait for the auth check.
    await screen.findByText('roles: admin');
    expect(screen.getByText('auth: loading')).toBeInTheDocument();
    await act(async () => server.answerAuth());
    await screen.findByText('auth: signed-in');
    expect(server.configCalls()).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByText('roles: none');
    await waitFor(() => expect(server.configCalls()).toBe(2));
  });
});
