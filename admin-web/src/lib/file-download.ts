// Files the API answers (badges, sheets, later reports) are fetched here rather than through the
// JSON client, then handed to the browser as a named download. A refusal still becomes the app's
// one ApiError, told in words, instead of an error page saved under the file's name.
import { ErrorKey, genericErrorKey } from '@punchcard/shared';

import { ApiError, NO_ANSWER_ERROR_KEY } from '@/lib/api-client';
import { pageLocale } from '@/lib/locale';

async function refusalOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error_key?: unknown; message?: unknown };
    if (typeof body.error_key === 'string') {
      const message = typeof body.message === 'string' ? body.message : body.error_key;
      return new ApiError(response.status, body.error_key, message);
    }
  } catch {
    // Not JSON: the status alone says what kind of failure it was.
  }
  return new ApiError(
    response.status,
    genericErrorKey(response.status),
    `Request failed with status ${String(response.status)}`,
  );
}

/** The bytes at `path` (with the session cookie and the page's language), or an ApiError. */
export async function fetchFile(path: string): Promise<Blob> {
  const headers: Record<string, string> = {};
  const locale = pageLocale();
  if (locale !== undefined) headers['Accept-Language'] = locale;
  let response: Response;
  try {
    response = await globalThis.fetch(path, { credentials: 'include', headers });
  } catch (error) {
    throw new ApiError(0, NO_ANSWER_ERROR_KEY, error instanceof Error ? error.message : 'offline');
  }
  if (!response.ok) throw await refusalOf(response);
  const blob = await response.blob();
  if (blob.size === 0) throw new ApiError(response.status, ErrorKey.InternalError, 'empty file');
  return blob;
}

/** Saves `blob` under `name` through a temporary link (the way browsers allow it). */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Kept a while: a browser that asks where to save reads the bytes only once answered.
  setTimeout(() => {
    URL.revokeObjectURL(href);
  }, 60_000);
}

/** Fetches `path` and saves it as `name`. */
export async function downloadFile(path: string, name: string): Promise<void> {
  saveBlob(await fetchFile(path), name);
}
