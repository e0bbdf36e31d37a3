// One scripted API for component tests: fetch is replaced for a test, answers are looked up by
// `METHOD /path` (or `/path` for any method), and every call is recorded. Features extend it
// with their own wire fixtures and scripted routes; unscripted calls fail loudly.

/** A call the app made, as the test sees it. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The JSON body as sent (snake_case); undefined for none or multipart. */
  body: unknown;
  init: RequestInit | undefined;
}

export type ApiAnswer =
  | { status: number; body?: unknown }
  /** A body sent as is, not as JSON. */
  | { status: number; text: string }
  | { networkError: string }
  /** The request stays on its way (to see what the screen does meanwhile). */
  | { pending: true }
  /** Answers once `held` settles (`heldAnswer`). */
  | { held: Promise<{ status: number; body: unknown }> };

/** An answer, a list answered in order (its last entry repeats), or one made from the call. */
export type ApiRoute =
  ApiAnswer | readonly ApiAnswer[] | ((call: ApiCall) => ApiAnswer | undefined);

export type ApiRoutes = Readonly<Record<string, ApiRoute>>;

/** Answers every call from the call itself (undefined: nothing scripted). */
export type ApiHandler = (call: ApiCall) => ApiAnswer | undefined;

export const jsonAnswer = (status: number, body: unknown): ApiAnswer => ({ status, body });
export const ok = (body: unknown): ApiAnswer => ({ status: 200, body });
export const refused = (status: number, errorKey: string, message = errorKey): ApiAnswer => ({
  status,
  body: { status_code: status, error_key: errorKey, message },
});

/** GET /v1/accounts/me of nobody signed in. */
export const signedOut = jsonAnswer(401, {
  status_code: 401,
  error_key: 'error.unauthorized',
  message: 'Sign in first.',
});

/** An answer that waits; `release` sends it. */
export function heldAnswer(status: number, body: unknown) {
  let release: () => void = () => undefined;
  const held = new Promise<{ status: number; body: unknown }>((resolve) => {
    release = () => {
      resolve({ status, body });
    };
  });
  return {
    answer: { held } satisfies ApiAnswer,
    release: () => {
      release();
    },
  };
}

/** The part of `Response` the API client reads; jsdom has no fetch of its own. */
function fakeResponse(status: number, text: string): Response {
  const response: Pick<Response, 'ok' | 'status' | 'text' | 'json'> = {
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  };
  return response as Response;
}

const jsonText = (body: unknown) => (body === undefined ? '' : JSON.stringify(body));

function callOf(input: RequestInfo | URL, init: RequestInit | undefined): ApiCall {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, 'http://localhost');
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers: { ...(init?.headers as Record<string, string> | undefined) },
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    init,
  };
}

/** Replaces fetch until `restore`; `answerFor` answers each call (undefined: unscripted). */
function replaceFetch(answerFor: ApiHandler) {
  const original = globalThis.fetch;
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = callOf(input, init);
    calls.push(call);
    const answer = answerFor(call);
    if (answer === undefined) {
      throw new Error(`mockApi: nothing scripted for ${call.method} ${call.path}`);
    }
    if ('networkError' in answer) throw new TypeError(answer.networkError);
    if ('pending' in answer) return new Promise<Response>(() => undefined);
    if ('held' in answer) {
      const { status, body } = await answer.held;
      return fakeResponse(status, jsonText(body));
    }
    return fakeResponse(answer.status, 'text' in answer ? answer.text : jsonText(answer.body));
  });
  globalThis.fetch = fetchMock;
  return {
    fetchMock,
    calls,
    /** The calls other than reads. */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    /** The calls to `METHOD /path`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export type ApiMock = ReturnType<typeof replaceFetch>;

/**
 * Replaces fetch with answers keyed `'METHOD /path'` (or `'/path'` for any method), or made by
 * one function of the call.
 */
export function mockApi(routes: ApiRoutes | ApiHandler): ApiMock {
  if (typeof routes === 'function') return replaceFetch(routes);
  // Looked up at each call, so a route may be a getter that answers from the test's state.
  const queues = new Map<string, ApiAnswer[]>();
  return replaceFetch((call) => {
    const key = [`${call.method} ${call.path}`, call.path].find((candidate) => candidate in routes);
    if (key === undefined) return undefined;
    const route = routes[key];
    if (route === undefined || typeof route === 'function') return route?.(call);
    if (!Array.isArray(route)) return route as ApiAnswer;
    const queue = queues.get(key) ?? [...(route as readonly ApiAnswer[])];
    queues.set(key, queue);
    return queue.length > 1 ? queue.shift() : queue[0];
  });
}

/** Replaces fetch with answers in order, whatever is asked (the last one repeats). */
export function mockFetch(...answers: ApiAnswer[]): ApiMock {
  const queue = [...answers];
  return replaceFetch(() => (queue.length > 1 ? queue.shift() : queue[0]));
}
