import { ApiError } from '@/lib/api-client';
import { createQueryClient, retryDelay, shouldRetry } from '@/lib/query-client';

describe('the query client defaults (spec section 9)', () => {
  const queries = createQueryClient().getDefaultOptions().queries;

  it('treats data as stale at once, refetches every 10 s and on focus, keeps unused data 5 min', () => {
    expect(queries?.staleTime).toBe(0);
    expect(queries?.refetchInterval).toBe(10_000);
    expect(queries?.refetchOnWindowFocus).toBe('always');
    expect(queries?.gcTime).toBe(300_000);
  });

  it('backs off min(1000 x 2^n, 30000) ms between retries', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(queries?.retryDelay).toBe(retryDelay);
  });

  it('retries three times, but never a refusal (4xx)', () => {
    const unavailable = new ApiError(503, 'error.service_unavailable', 'down');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, unavailable))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetry(0, new ApiError(0, 'error.unknown', 'offline'))).toBe(true);
    expect(shouldRetry(0, new TypeError('bug'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 412, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'error.bad_request', 'no'))).toBe(false);
    }
    expect(queries?.retry).toBe(shouldRetry);
  });
});

describe('presenting failures', () => {
  it('presents a first load that fails, not a failed refresh of data on screen', async () => {
    const presentError = jest.fn();
    const client = createQueryClient({ presentError });
    const refused = new ApiError(404, 'project_not_found', 'gone');

    await client
      .query({ queryKey: ['first'], queryFn: () => Promise.reject(refused), retry: false })
      .catch(() => undefined);
    client.setQueryData(['shown'], 'data');
    await client
      .query({ queryKey: ['shown'], queryFn: () => Promise.reject(refused), retry: false })
      .catch(() => undefined);

    expect(presentError).toHaveBeenCalledTimes(1);
    expect(presentError).toHaveBeenCalledWith(refused);
  });

  it('presents failed changes unless the screen shows them itself', async () => {
    const presentError = jest.fn();
    const client = createQueryClient({ presentError });
    const conflict = new ApiError(409, 'add_conflict', 'overlap');
    const mutate = (presentErrors?: boolean) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () => Promise.reject(conflict),
          meta: presentErrors === undefined ? {} : { presentErrors },
        })
        .execute(undefined)
        .catch(() => undefined);

    await mutate();
    await mutate(false);

    expect(presentError).toHaveBeenCalledTimes(1);
    expect(presentError).toHaveBeenCalledWith(conflict);
  });
});
