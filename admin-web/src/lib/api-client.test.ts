import { ApiError, createApiClient } from '@/lib/api-client';

function respond(status: number, body: string): typeof fetch {
  const response: Pick<Response, 'ok' | 'status' | 'text'> = {
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(body),
  };
  return jest.fn(() => Promise.resolve(response as Response));
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('createApiClient', () => {
  it('sends JSON with cookies, in snake_case, and reads the answer in camelCase', async () => {
    const fetchMock = jest.fn(respond(200, '{"id_user":"u1","hourly_rate":{"amount_cents":5}}'));
    const client = createApiClient({ baseUrl: 'https://punchcard.test', fetch: fetchMock });

    const answer = await client.post<{ idUser: string; hourlyRate: { amountCents: number } }>(
      '/v1/things',
      { idProject: 'p1', tags: [{ tagName: 'x' }] },
      { query: { pageSize: 10, members: ['a', 'b'], missing: undefined } },
    );

    expect(answer).toEqual({ idUser: 'u1', hourlyRate: { amountCents: 5 } });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://punchcard.test/v1/things?pageSize=10&members=a&members=b',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"id_project":"p1","tags":[{"tag_name":"x"}]}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }) as unknown,
      }),
    );
  });

  it('asks for answers in the page language', async () => {
    const fetchMock = jest.fn(respond(200, '{}'));
    const client = createApiClient({ fetch: fetchMock, locale: () => 'ja' });

    await client.get('/v1/accounts/me');

    expect(fetchMock).toHaveBeenCalledWith(
      '/v1/accounts/me',
      expect.objectContaining({
        headers: expect.objectContaining({ 'Accept-Language': 'ja' }) as unknown,
      }),
    );
  });

  it('turns an error body into an ApiError with its status and key', async () => {
    const client = createApiClient({
      fetch: respond(412, '{"status_code":412,"error_key":"already_clocked_in","message":"No"}'),
    });

    const error = await caught(client.get('/v1/clock'));

    expect(error.statusCode).toBe(412);
    expect(error.errorKey).toBe('already_clocked_in');
    expect(error.message).toBe('No');
  });

  it('falls back to the catalogue key when the error has no JSON body', async () => {
    const client = createApiClient({ fetch: respond(503, '<html>Bad gateway</html>') });

    const error = await caught(client.get('/v1/health'));

    expect(error.statusCode).toBe(503);
    expect(error.errorKey).toBe('error.service_unavailable');
  });

  it('rejects a successful answer that is not JSON', async () => {
    const client = createApiClient({ fetch: respond(200, '<!doctype html>') });

    const error = await caught(client.get('/v1/health'));

    expect(error.statusCode).toBe(200);
    expect(error.errorKey).toBe('error.internal_error');
  });

  it('reports no answer as error.unknown with status 0', async () => {
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });

    const error = await caught(client.delete('/v1/things/1'));

    expect(error.statusCode).toBe(0);
    expect(error.errorKey).toBe('error.unknown');
  });

  it('resolves an empty answer (204) to undefined', async () => {
    const client = createApiClient({ fetch: respond(204, '') });

    await expect(client.delete('/v1/things/1')).resolves.toBeUndefined();
  });
});
