import { uploadImage } from '@/lib/upload-image';
import { ApiError } from '@/lib/api-client';

function answer(status: number, text: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(text),
  } as Response;
}

describe('uploading an image', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
    document.documentElement.lang = '';
  });

  it('sends the file as the multipart field `file`, in the page’s language, with cookies', async () => {
    const fetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(answer(200, '{"id_user":"u1","avatar":"/v1/uploads/a.png"}')),
    );
    globalThis.fetch = fetchMock;
    document.documentElement.lang = 'ja';
    const file = new File(['png'], 'me.png', { type: 'image/png' });

    await expect(uploadImage('/v1/workspaces/members/me/avatar', file)).resolves.toEqual({
      idUser: 'u1',
      avatar: '/v1/uploads/a.png',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/workspaces/members/me/avatar');
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'include' });
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'ja' });
    expect((init?.body as FormData).get('file')).toBe(file);
  });

  it('turns a refusal into an ApiError with its key', async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve(
        answer(400, '{"status_code":400,"error_key":"upload_too_large","message":"Too big"}'),
      ),
    );
    const failure = uploadImage('/v1/x', new Blob(['x']));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ statusCode: 400, errorKey: 'upload_too_large' });
  });

  it('gives a generic key to an answer without one, and error.unknown to no answer', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve(answer(502, '<html>Bad gateway</html>')));
    await expect(uploadImage('/v1/x', new Blob(['x']))).rejects.toMatchObject({
      statusCode: 502,
    });

    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(uploadImage('/v1/x', new Blob(['x']))).rejects.toMatchObject({
      statusCode: 0,
      errorKey: 'error.unknown',
    });
  });
});
