/** In-memory stand-ins for a service worker's caches and network, for the worker's tests. */

export class FakeCache {
  readonly entries = new Map<string, Response>();

  constructor(private readonly network: (request: Request) => Promise<Response>) {}

  match(request: Request | string): Promise<Response | undefined> {
    const url = typeof request === 'string' ? request : request.url;
    return Promise.resolve(this.entries.get(url)?.clone());
  }

  async addAll(requests: Request[]): Promise<void> {
    // All or nothing, as the real addAll.
    const responses = await Promise.all(requests.map((request) => this.network(request)));
    responses.forEach((response, index) => {
      if (!response.ok)
        throw new TypeError(`addAll: ${requests[index]?.url} answered ${response.status}`);
    });
    responses.forEach((response, index) => this.entries.set(requests[index]?.url ?? '', response));
  }
}

export class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();

  constructor(private readonly network: (request: Request) => Promise<Response>) {}

  open(name: string): Promise<FakeCache> {
    let cache = this.stores.get(name);
    if (!cache) {
      cache = new FakeCache(this.network);
      this.stores.set(name, cache);
    }
    return Promise.resolve(cache);
  }

  keys(): Promise<string[]> {
    return Promise.resolve([...this.stores.keys()]);
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.stores.delete(name));
  }
}

/** A server holding `files` (path -> body), or down. */
export class FakeNetwork {
  up = true;
  readonly requests: string[] = [];

  constructor(readonly files: Map<string, string>) {}

  fetch = (request: Request): Promise<Response> => {
    this.requests.push(request.url);
    if (!this.up) return Promise.reject(new TypeError('Failed to fetch'));
    const body = this.files.get(new URL(request.url).pathname);
    return Promise.resolve(
      body === undefined ? new Response('missing', { status: 404 }) : new Response(body),
    );
  };
}

/** A request as a page makes it: Node's Request refuses mode 'navigate', so it is added here. */
export function pageRequest(url: string, mode: 'navigate' | 'cors' = 'navigate'): Request {
  const request = new Request(url);
  Object.defineProperty(request, 'mode', { value: mode });
  return request;
}
