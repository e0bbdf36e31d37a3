import type * as wire from '@punchcard/shared';
import { configure, screen, waitFor } from '@testing-library/react';

import {
  RunningTimerProvider,
  runningTimerStart,
} from '@/features/workspace-times/components/running-timer-provider';
import {
  meIn,
  notWorking,
  onBreak,
  openActivity,
  working,
} from '@/features/workspace-times/testing/clock-fixtures';
import { usePageTitle } from '@/hooks/use-page-title';
import { toCamelCaseKeys } from '@/lib/case-keys';
import { accountQueries } from '@/lib/session';
import type { ClockStatus } from '@/lib/wire';
import { mockApi, ok } from '@/testing/api-mock';
import { renderWithProviders } from '@/testing/test-utils';
import { signedInMe } from '@/testing/wire-fixtures';

// These pages load their texts and code on first render; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

const asHeld = (status: wire.ClockStatus) => toCamelCaseKeys(status) as ClockStatus;

describe('runningTimerStart', () => {
  it('is nothing before the status is known, or when nothing runs', () => {
    expect(runningTimerStart(undefined)).toBeNull();
    expect(runningTimerStart(asHeld(notWorking))).toBeNull();
  });

  it('counts the workday, the running activity before it, and a break before both', () => {
    expect(runningTimerStart(asHeld(working(1000)))).toBe(1000);
    expect(runningTimerStart(asHeld(working(1000, openActivity(1500))))).toBe(1500);
    expect(runningTimerStart(asHeld(onBreak(1000, 2000, openActivity(1500))))).toBe(2000);
  });

  it('counts an activity running without work time (where the workspace allows it)', () => {
    expect(runningTimerStart(asHeld({ ...notWorking, activity: openActivity(1500) }))).toBe(1500);
  });
});

function Page() {
  usePageTitle('Reports');
  return <h1>Reports</h1>;
}

describe('RunningTimerProvider', () => {
  let restore: () => void = () => undefined;
  afterEach(() => {
    restore();
  });

  it('gives every page title the running timer', async () => {
    const now = Math.floor(Date.now() / 1000);
    restore = mockApi({
      'GET /v1/accounts/me': ok(meIn()),
      'GET /v1/workspaces/timestamps/status': ok(working(now - 30)),
    }).restore;
    renderWithProviders(
      <RunningTimerProvider>
        <Page />
      </RunningTimerProvider>,
    );

    await screen.findByRole('heading', { name: 'Reports' });
    await waitFor(() => {
      expect(document.title).toMatch(/^3\ds - Reports \| Punchcard$/);
    });
  });

  it('asks for no status without a workspace, and titles the page alone', async () => {
    const api = mockApi({ 'GET /v1/accounts/me': ok(signedInMe) });
    restore = api.restore;
    const { queryClient } = renderWithProviders(
      <RunningTimerProvider>
        <Page />
      </RunningTimerProvider>,
    );

    await screen.findByRole('heading', { name: 'Reports' });
    await waitFor(() => {
      expect(queryClient.getQueryData(accountQueries.me().queryKey)).toBeDefined();
    });
    // A status read would start on the render after `me` arrived; give it the chance.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Reports | Punchcard');
    expect(api.calls.map(({ path }) => path)).not.toContain('/v1/workspaces/timestamps/status');
  });
});
