import { ErrorKey } from '@punchcard/shared';
import { type FetchLike, KioskApiClient } from './api-client.js';
import { isKioskError, isUnreachable, KioskError, phaseOfRefusal } from './kiosk-error.js';

type Init = Parameters<FetchLike>[1];

function client(answer: (url: string, init: Init) => Response | Promise<Response>) {
  const seen: { url: string; init: Init }[] = [];
  const api = new KioskApiClient({
    baseUrl: 'https://punchcard.example/',
    token: () => 'tok_0123456789abcdefghij',
    fetch: (url, init) => {
      seen.push({ url, init });
      return Promise.resolve(answer(url, init));
    },
  });
  return { api, seen };
}

const errorBody = (status: number, key: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ status_code: status, error_key: key, message: 'Nope' }), {
    status,
    headers,
  });

async function failure(promise: Promise<unknown>): Promise<KioskError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isKioskError(error)) throw new Error('expected a KioskError');
  return error;
}

describe('KioskApiClient', () => {
  it('authenticates device calls with the Kiosk scheme, and pairing without it', async () => {
    const { api, seen } = client(() => Response.json({ members: [] }));
    await api.presence();
    await api.pair({ code: 'ACDE3467', public_key: { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' } });
    expect(seen[0]?.url).toBe('https://punchcard.example/v1/kiosk/presence');
    expect(seen[0]?.init.headers.authorization).toBe('Kiosk tok_0123456789abcdefghij');
    expect(seen[1]?.init.headers.authorization).toBeUndefined();
    expect(JSON.parse(seen[1]?.init.body as string)).toMatchObject({ code: 'ACDE3467' });
  });

  it('uploads a selfie as multipart with the id the kiosk chose', async () => {
    const { api, seen } = client(() => Response.json({ id: 'x' }, { status: 201 }));
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });
    await api.uploadSelfie('040d83be-cd01-49c4-b0c5-4aed21804936', jpeg, 1_795_478_535);
    const form = seen[0]?.init.body as FormData;
    expect(form.get('id')).toBe('040d83be-cd01-49c4-b0c5-4aed21804936');
    expect(form.get('taken_at')).toBe('1795478535');
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(seen[0]?.init.headers['content-type']).toBeUndefined();
  });

  it("turns an error answer into the API's key, with a lock-out's Retry-After", async () => {
    const { api } = client(() => errorBody(429, ErrorKey.TooManyRequests, { 'retry-after': '42' }));
    const error = await failure(api.identify({ method: 'pin', value: '0000' }));
    expect(error.details).toEqual({
      kind: 'http',
      status: 429,
      key: ErrorKey.TooManyRequests,
      message: 'Nope',
      retry_after_seconds: 42,
    });
    expect(isUnreachable(error)).toBe(false);
  });

  it('counts no answer and 5xx answers as unreachable, whatever their body', async () => {
    const down = new KioskApiClient({
      baseUrl: '',
      token: () => null,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const network = await failure(down.config());
    expect(network.details).toEqual({ kind: 'network', message: 'fetch failed' });
    expect(isUnreachable(network)).toBe(true);
    const { api } = client(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const gateway = await failure(api.config());
    expect(gateway.details).toMatchObject({ kind: 'http', status: 502, key: undefined });
    expect(isUnreachable(gateway)).toBe(true);
  });

  it('reads the device phase from the guard refusals', async () => {
    const answers: [number, string, string | null][] = [
      [401, ErrorKey.Unauthorized, 'revoked'],
      [403, ErrorKey.KioskLocked, 'locked'],
      [403, ErrorKey.KioskDisabled, 'disabled'],
      [404, ErrorKey.KioskCredentialUnknown, null],
      [400, ErrorKey.InvalidPin, null],
    ];
    for (const [status, key, phase] of answers) {
      const { api } = client(() => errorBody(status, key));
      expect(phaseOfRefusal(await failure(api.config()))).toBe(phase);
    }
  });
});
