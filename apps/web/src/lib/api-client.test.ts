import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { json, stubFetch } from '../testing/fake-api';
import { ApiError, apiRequest, ERROR_TEXTS, errorMessage, OFFLINE_MESSAGE } from './api-client';

const Ok = z.object({ success: z.literal(true), value: z.number() });

describe('apiRequest', () => {
  let fetchMock: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    fetchMock = stubFetch();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('sends credentials and the stored session token, and validates the answer', async () => {
    localStorage.setItem('sessionToken', 'tok-1');
    fetchMock.mockResolvedValueOnce(json(200, { success: true, value: 3 }));
    await expect(apiRequest('/api/x', Ok, { query: { page: 2, empty: '' } })).resolves.toEqual({ success: true, value: 3 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/x?page=2');
    // not "include": that would let the browser hand this fetch a guest's preloaded answer
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['x-session-token']).toBe('tok-1');
    // A plain read does not pay for the time zone.
    expect((init.headers as Record<string, string>)['x-time-zone']).toBeUndefined();
  });

  it('sends cookies with credentials "include" when no token is stored, like the server preloads', async () => {
    localStorage.removeItem('sessionToken');
    fetchMock.mockResolvedValueOnce(json(200, { success: true, value: 3 }));
    await apiRequest('/api/x', Ok);
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].credentials).toBe('include');
  });

  it('sends the time zone with writes and with reads that ask for it', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    fetchMock.mockImplementation(async () => json(200, { success: true, value: 1 }));
    await apiRequest('/api/w', Ok, { method: 'POST', body: {} });
    await apiRequest('/api/r', Ok, { withTimeZone: true });
    const zones = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['x-time-zone'],
    );
    expect(zones).toEqual([zone, zone]);
  });

  it('sends only the UTC offset with a read that needs the local date, never starting Intl', async () => {
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-330);
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    fetchMock.mockImplementation(async () => json(200, { success: true, value: 1 }));
    await apiRequest('/api/daily/problem', Ok, { withUtcOffset: true });
    offset.mockReturnValue(300);
    await apiRequest('/api/daily/problem', Ok, { withUtcOffset: true });
    const headers = fetchMock.mock.calls.map(([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers);
    expect(headers.map((h) => [h['x-utc-offset'], h['x-time-zone']])).toEqual([
      ['330', undefined],
      ['-300', undefined],
    ]);
    expect(intl).not.toHaveBeenCalled();
    // A write sends its zone's name, not the offset.
    await apiRequest('/api/w', Ok, { method: 'POST', body: {}, withUtcOffset: true });
    const write = (fetchMock.mock.calls[2] as [string, RequestInit & { headers: Record<string, string> }])[1].headers;
    expect(write['x-utc-offset']).toBeUndefined();
    expect(write['x-time-zone']).toBeTruthy();
    offset.mockRestore();
    intl.mockRestore();
  });

  it('throws the server message with its status', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { success: false, message: 'Forbidden here' }));
    const error = await apiRequest('/api/x', Ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Forbidden here' });
  });

  it('wakes a sleeping server on 503, then retries the request once', async () => {
    fetchMock
      .mockResolvedValueOnce(json(503, { success: false, message: 'asleep' }))
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(json(200, { success: true, status: 'ok', uptimeSeconds: 1 }))
      .mockResolvedValueOnce(json(200, { success: true, value: 7 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pending = apiRequest('/api/x', Ok);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(pending).resolves.toEqual({ success: true, value: 7 });
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(['/api/x', '/api/internal/ping', '/api/internal/ping', '/api/x']);
  });

  it('never repeats a write on 503: a submission that reached the server is not judged twice', async () => {
    fetchMock.mockImplementation(async () => json(503, { success: false, message: 'Judged, not saved', code: 'NOT_SAVED' }));
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      fetchMock.mockClear();
      const error = await apiRequest('/api/problems/submit', Ok, { method, body: {} }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 503, code: 'NOT_SAVED' });
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/problems/submit']);
    }
  });

  it('keeps the server code and words the failures a learner meets', async () => {
    const answers: Array<[number, Record<string, unknown>, string]> = [
      [429, { code: 'QUEUE_FULL', message: 'The judge is busy' }, ERROR_TEXTS.QUEUE_FULL],
      [429, { code: 'RATE_LIMITED', message: 'Rate limit exceeded, retry in 1 minute' }, ERROR_TEXTS.RATE_LIMITED],
      [503, { code: 'NOT_SAVED', message: 'not stored' }, ERROR_TEXTS.NOT_SAVED],
      [
        503,
        { code: 'RUNTIME_UNAVAILABLE', message: 'Rust is not available on this server.' },
        'Rust is not available on this server. Pick another language and try again.',
      ],
      [400, { code: 'VALIDATION_FAILED', message: 'Invalid windows.0.end: Invalid time' }, ERROR_TEXTS.VALIDATION_FAILED],
      [403, { code: 'FORBIDDEN', message: 'Only staff can do that' }, 'Only staff can do that'],
    ];
    for (const [status, body, words] of answers) {
      fetchMock.mockResolvedValueOnce(json(status, { success: false, ...body }));
      const error = await apiRequest('/api/x', Ok, { method: 'POST', body: {} }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe(body.code);
      expect(errorMessage(error)).toBe(words);
    }
  });

  it('gives up after a failed wake-up and reports the 503', async () => {
    fetchMock.mockResolvedValue(json(503, { success: false, message: 'Service unavailable' }));
    const pending = apiRequest('/api/x', Ok).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(pending).resolves.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('apiRequest offline', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says the browser is offline instead of a bare network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiRequest('/api/x', Ok)).rejects.toMatchObject({ status: 0, message: OFFLINE_MESSAGE });
  });

  it('passes a network error through while online', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/x', Ok)).rejects.toBeInstanceOf(TypeError);
  });
});
