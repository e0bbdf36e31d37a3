// The device calls of the API (docs/kiosk-protocol.md, api/openapi.json), typed with shared's
// contracts. Every failure becomes a KioskError: `network` when no answer came, `http` with the
// API's error key otherwise.
import {
  KIOSK_AUTH_SCHEME,
  type KioskConfig,
  type KioskHeartbeatRequest,
  type KioskHeartbeatResponse,
  type KioskIdentifyRequest,
  type KioskIdentifyResponse,
  type PairKioskRequest,
  type PairKioskResponse,
  type PresenceResponse,
  type PunchBatchResponse,
  type PunchEntry,
  type SelfieUploaded,
  type UnixSeconds,
} from '@punchcard/shared';
import { KioskError } from './kiosk-error.js';

/** The part of fetch the client needs (the platform's, or a test's fake server). */
export type FetchLike = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string | FormData;
    signal?: AbortSignal;
  },
) => Promise<Response>;

/** How long a call may take before the API counts as unreachable. */
export const CALL_TIMEOUT_MS = 15_000;
/**
 * Identification waits less: a person stands at the kiosk, and offline identification is the
 * better answer than a long spinner when the network hangs instead of failing.
 */
export const IDENTIFY_TIMEOUT_MS = 4_000;

export interface ApiClientOptions {
  /** The API's origin, e.g. `https://punchcard.example` ('' for the page's own). */
  baseUrl: string;
  /** The device token, or null before pairing. */
  token: () => string | null;
  fetch?: FetchLike;
}

interface ErrorBody {
  error_key?: unknown;
  message?: unknown;
}

async function errorOf(response: Response): Promise<KioskError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // A proxy's HTML page or an empty body: the status alone must do.
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return new KioskError({
    kind: 'http',
    status: response.status,
    key: typeof body.error_key === 'string' ? body.error_key : undefined,
    message:
      typeof body.message === 'string' ? body.message : `The API answered ${response.status}`,
    retry_after_seconds:
      response.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0
        ? Math.ceil(retryAfter)
        : undefined,
  });
}

export class KioskApiClient {
  private readonly fetch: FetchLike;

  constructor(private readonly options: ApiClientOptions) {
    this.fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  }

  pair(request: PairKioskRequest): Promise<PairKioskResponse> {
    return this.call('POST', '/v1/kiosk/pair', request, false);
  }

  config(): Promise<KioskConfig> {
    return this.call('GET', '/v1/kiosk/config');
  }

  heartbeat(request: KioskHeartbeatRequest): Promise<KioskHeartbeatResponse> {
    return this.call('POST', '/v1/kiosk/heartbeat', request);
  }

  identify(request: KioskIdentifyRequest): Promise<KioskIdentifyResponse> {
    return this.call('POST', '/v1/kiosk/identify', request, true, IDENTIFY_TIMEOUT_MS);
  }

  punches(entries: readonly PunchEntry[]): Promise<PunchBatchResponse> {
    return this.call('POST', '/v1/kiosk/punches', { punches: entries });
  }

  presence(): Promise<PresenceResponse> {
    return this.call('GET', '/v1/kiosk/presence');
  }

  /** Uploads a selfie under the id its punch carries; a resend answers the same id. */
  uploadSelfie(id: string, jpeg: Blob, takenAt: UnixSeconds): Promise<SelfieUploaded> {
    const form = new FormData();
    form.append('file', jpeg, `${id}.jpg`);
    form.append('id', id);
    form.append('taken_at', String(takenAt));
    return this.call('POST', '/v1/kiosk/selfies', form);
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    authenticated = true,
    timeoutMs = CALL_TIMEOUT_MS,
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = authenticated ? this.options.token() : null;
    if (token) headers.authorization = `${KIOSK_AUTH_SCHEME} ${token}`;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await this.fetch(`${this.options.baseUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new KioskError({
        kind: 'network',
        message: error instanceof Error ? error.message : 'The API could not be reached',
      });
    }
    if (!response.ok) throw await errorOf(response);
    try {
      return (await response.json()) as T;
    } catch {
      // Cut off mid-body: as good as no answer.
      throw new KioskError({ kind: 'network', message: 'The answer was cut off' });
    }
  }
}
