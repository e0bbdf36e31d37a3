// Multipart uploads (one image as the field `file`). The shared API client speaks JSON only, so
// this sends FormData itself, with the same headers, credentials and errors (ApiError) as it.
import { ErrorKey, genericErrorKey } from '@punchcard/shared';

import { ApiError, NO_ANSWER_ERROR_KEY } from '@/lib/api-client';
import { toCamelCaseKeys } from '@/lib/case-keys';
import { pageLocale } from '@/lib/locale';

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function refusal(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { error_key: errorKey, message } = body as Record<string, unknown>;
    if (typeof errorKey === 'string') {
      return new ApiError(status, errorKey, typeof message === 'string' ? message : errorKey);
    }
  }
  return new ApiError(status, genericErrorKey(status), `Upload failed with status ${status}`);
}

/** Sends `file` to `path` and answers the API's JSON in camelCase. */
export async function uploadImage<T>(
  path: string,
  file: Blob,
  method: 'POST' | 'PATCH' = 'PATCH',
): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  // No Content-Type: the browser writes the multipart boundary itself.
  const headers: Record<string, string> = { Accept: 'application/json' };
  const locale = pageLocale();
  if (locale !== undefined) headers['Accept-Language'] = locale;

  let response: Response;
  try {
    response = await globalThis.fetch(path, { method, body, headers, credentials: 'include' });
  } catch (error) {
    throw new ApiError(
      0,
      NO_ANSWER_ERROR_KEY,
      error instanceof Error ? error.message : String(error),
    );
  }
  const parsed = parseJson(await response.text());
  if (!response.ok) throw refusal(response.status, parsed);
  if (parsed === undefined) {
    throw new ApiError(response.status, ErrorKey.InternalError, 'The API answered without JSON');
  }
  return toCamelCaseKeys(parsed) as T;
}
