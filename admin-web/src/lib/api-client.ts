// Transport only: base URL, cookies, the page's language, JSON, snake_case <-> camelCase and one
// typed error. Toasts, redirects and retries belong to the app layer and react-query, never here.
import { ErrorKey, genericErrorKey } from '@punchcard/shared';

import { toCamelCaseKeys, toSnakeCaseKeys } from '@/lib/case-keys';
import { pageLocale } from '@/lib/locale';

/** The client's own key for a request that got no answer at all (offline, DNS, CORS). */
export const NO_ANSWER_ERROR_KEY = 'error.unknown';
export type NoAnswerErrorKey = typeof NO_ANSWER_ERROR_KEY;

/** An answer the API refused (or no answer at all: statusCode 0, errorKey `error.unknown`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly statusCode: number;
  /** Usually an `ErrorKey` of shared; a string, since an older or newer server may send others. */
  readonly errorKey: string;

  constructor(statusCode: number, errorKey: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.errorKey = errorKey;
  }

  /** A refusal the caller can fix (4xx): retrying the same request cannot help. */
  get isClientError(): boolean {
    return this.statusCode >= 400 && this.statusCode < 500;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

export interface RequestOptions {
  body?: unknown;
  query?: Readonly<Record<string, QueryValue>>;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

export interface ApiClientConfig {
  /** Origin and path prefix of the API; empty means the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The language answers should use (Accept-Language), asked at each request. */
  locale?: () => string | undefined;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    const values: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(name, String(item));
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString === '' ? '' : `?${queryString}`}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { error_key: errorKey, message } = body as Record<string, unknown>;
    if (typeof errorKey === 'string') {
      return new ApiError(status, errorKey, typeof message === 'string' ? message : errorKey);
    }
  }
  return new ApiError(status, genericErrorKey(status), `Request failed with status ${status}`);
}

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const baseUrl = config.baseUrl ?? '';
  // Resolved per call so a test (or a polyfill) that replaces the global is honoured.
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const locale = config.locale?.();
    if (locale !== undefined) headers['Accept-Language'] = locale;
    Object.assign(headers, options.headers);
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(toSnakeCaseKeys(options.body));
    }
    if (options.signal) init.signal = options.signal;

    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, options.query), init);
    } catch (error) {
      if (options.signal?.aborted === true) throw error;
      throw new ApiError(
        0,
        NO_ANSWER_ERROR_KEY,
        error instanceof Error ? error.message : String(error),
      );
    }

    const text = await response.text();
    const parsed = text === '' ? { ok: true as const, value: undefined } : parseJson(text);
    if (!response.ok) throw toApiError(response.status, parsed.ok ? parsed.value : undefined);
    if (!parsed.ok) {
      throw new ApiError(
        response.status,
        ErrorKey.InternalError,
        'The API answered with invalid JSON',
      );
    }
    return toCamelCaseKeys(parsed.value) as T;
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

/**
 * The API is served from the same origin as this app (the Vite dev server proxies /v1), and
 * answers in the language the page is shown in.
 */
export const apiClient = createApiClient({ locale: pageLocale });
