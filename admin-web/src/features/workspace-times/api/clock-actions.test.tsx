import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { useClockIn, useStopActivity } from '@/features/workspace-times/api/clock-actions';
import { notWorking } from '@/features/workspace-times/testing/clock-fixtures';
import { workspaceTimeQueries } from '@/lib/workspace-time-queries';
import { mockApi, ok, refused } from '@/testing/api-mock';
import { createTestQueryClient } from '@/testing/test-utils';

function setUp() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('the clock actions', () => {
  let restore: () => void = () => undefined;
  afterEach(() => {
    restore();
  });

  it('sends a lost clock-in again with the same key, so it cannot count twice', async () => {
    let attempts = 0;
    const api = mockApi({
      'POST /v1/workspaces/timestamps': () => {
        attempts += 1;
        return attempts === 1 ? { networkError: 'Failed to fetch' } : ok({ id: 'wt', start: 1 });
      },
    });
    restore = api.restore;
    const { wrapper } = setUp();
    const { result } = renderHook(() => useClockIn(), { wrapper });

    act(() => {
      result.current.mutate();
    });

    await waitFor(
      () => {
        expect(result.current.isSuccess).toBe(true);
      },
      { timeout: 4000 },
    );
    const [first, second] = api.writes();
    expect(api.writes()).toHaveLength(2);
    expect(first?.headers['Idempotency-Key']).toBeDefined();
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('gives each click its own key, and never repeats a refusal', async () => {
    const api = mockApi({ 'POST /v1/workspaces/timestamps': refused(412, 'already_clocked_in') });
    restore = api.restore;
    const { wrapper } = setUp();
    const { result } = renderHook(() => useClockIn(), { wrapper });

    act(() => {
      result.current.mutate();
    });
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    act(() => {
      result.current.mutate();
    });
    await waitFor(() => {
      expect(api.writes()).toHaveLength(2);
    });

    const [first, second] = api.writes();
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it('marks all recorded time to be read afresh afterwards', async () => {
    const api = mockApi({
      'PATCH /v1/activities/a1/stop': ok({ end: 2 }),
      'GET /v1/workspaces/timestamps/status': ok(notWorking),
    });
    restore = api.restore;
    const { queryClient, wrapper } = setUp();
    await queryClient.query(workspaceTimeQueries.status());
    const { result } = renderHook(() => useStopActivity(), { wrapper });
    const reads = () => api.calls.filter(({ method }) => method === 'GET').length;
    const before = reads();

    act(() => {
      result.current.mutate({ idActivity: 'a1' });
    });
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });

    // Not observed on screen, the status is still marked stale and read again when next needed.
    expect(queryClient.getQueryState(workspaceTimeQueries.status().queryKey)?.isInvalidated).toBe(
      true,
    );
    expect(reads()).toBe(before);
    expect(api.writes()[0]).toMatchObject({ method: 'PATCH', path: '/v1/activities/a1/stop' });
  });

  it('discards an activity stopped within the second it started, instead of failing', async () => {
    const api = mockApi({
      'PATCH /v1/activities/a1/stop': refused(400, 'stop_bad_request'),
      'DELETE /v1/activities/a1': ok({ ok: true }),
    });
    restore = api.restore;
    const { wrapper } = setUp();
    const { result } = renderHook(() => useStopActivity(), { wrapper });

    act(() => {
      result.current.mutate({ idActivity: 'a1' });
    });
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });

    expect(result.current.data).toEqual({ discarded: true });
    expect(api.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PATCH /v1/activities/a1/stop',
      'DELETE /v1/activities/a1',
    ]);
  });

  it('passes on any other refusal of a stop', async () => {
    const api = mockApi({ 'PATCH /v1/activities/a1/stop': refused(404, 'timestamp_stopped') });
    restore = api.restore;
    const { wrapper } = setUp();
    const { result } = renderHook(() => useStopActivity(), { wrapper });

    act(() => {
      result.current.mutate({ idActivity: 'a1' });
    });
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(api.writes()).toHaveLength(1);
  });
});
