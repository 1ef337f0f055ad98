import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('TRUST_PROXY as a list of proxy addresses', () => {
  it('believes X-Forwarded-For from a listed proxy only; a direct client cannot pick its address', async () => {
    // the option app.ts hands Fastify, read from the environment as the server reads it
    const { trustProxy } = loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
    const app = Fastify({ trustProxy });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const ipSeen = async (remoteAddress: string) =>
      (await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.99' } })).json().ip;
    expect(await ipSeen('127.0.0.1')).toBe('198.51.100.99');
    expect(await ipSeen('10.20.30.40')).toBe('198.51.100.99');
    expect(await ipSeen('203.0.113.5')).toBe('203.0.113.5');
    await app.close();
  });
});
