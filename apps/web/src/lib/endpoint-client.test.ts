import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testEndpoint } from '../../test/unit/endpoints';
import { callEndpoint, endpointUrl } from './endpoint-client';
import { i18n } from './i18n';
import { setToken } from './token-storage';

const endpoint = testEndpoint({
  method: 'GET',
  path: '/courses/:id/lessons/:lessonId',
  rules: ['not_found'],
});

describe('endpointUrl', () => {
  it('puts each path parameter in its place, escaped', () => {
    expect(endpointUrl(endpoint, { params: { id: 'a/b', lessonId: 'x y' } })).toBe('/courses/a%2Fb/lessons/x%20y');
  });

  it('adds the query, leaving out empty and missing values', () => {
    expect(
      endpointUrl(endpoint, {
        params: { id: '1', lessonId: '2' },
        query: { page: 2, search: 'algebra & more', category: '', level: undefined, done: false },
      }),
    ).toBe('/courses/1/lessons/2?page=2&search=algebra+%26+more&done=false');
  });
});

/** Browser storage for the token, in the node test environment. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const signIn = testEndpoint({
  method: 'POST',
  path: '/sign-in',
  rules: ['invalid_credentials'],
});

describe('callEndpoint', () => {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ success: true }), { status: 200 }));
  const sentAuthorization = () => new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization');

  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('fetch', fetchMock);
    setToken('stored-token');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('sends the session token', async () => {
    await callEndpoint(signIn);
    expect(sentAuthorization()).toBe('Bearer stored-token');
  });

  it('leaves the token out of a call made without it (sign-in, registration, password reset)', async () => {
    await callEndpoint(signIn, { authenticated: false });
    expect(sentAuthorization()).toBeNull();
  });

  it('asks for the server’s messages in the language the reader sees', async () => {
    i18n.loadAndActivate({ locale: 'hi', messages: {} });
    await callEndpoint(signIn);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('hi');
  });

  it('sends no change while the browser is offline, saying it needs a connection; reads still go', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await expect(callEndpoint(signIn)).rejects.toMatchObject({
      status: 0,
      message: "You're offline — this needs a connection.",
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await callEndpoint(testEndpoint({ method: 'GET', path: '/courses', rules: [] }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
