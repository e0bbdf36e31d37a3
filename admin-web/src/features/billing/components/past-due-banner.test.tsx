import { act, cleanup, configure, screen, waitFor } from '@testing-library/react';
import type { Workspace } from '@punchcard/shared';

import { PastDueBanner } from '@/features/billing/components/past-due-banner';
import { subscriptionState, wireSubscription } from '@/features/billing/testing/billing-fixtures';
import { i18n } from '@/lib/i18n';
import { mockApi, ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

configure({ asyncUtilTimeout: 5_000 });

const pastDue = subscriptionState({
  subscription: wireSubscription({ status: 'past_due', grace_period_end: 1_795_600_000 }),
});

/** Lets the account and billing reads answer, inside act: nothing may render after the test. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

describe('the past-due banner', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['billing']);
  });
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    cleanup();
    api?.restore();
  });

  function show(workspace: Partial<Workspace>, state = pastDue) {
    api = mockApi({
      'GET /v1/accounts/me': ok(wireMe(wireWorkspace(workspace))),
      'GET /v1/workspaces/subscription': ok(state),
    });
    renderRoutes(
      [
        { path: '/ja/clock', element: <PastDueBanner /> },
        { path: '/clock', element: <PastDueBanner /> },
      ],
      '/clock',
    );
    return api;
  }

  it('tells an owner the payment failed, linking to the plans page', async () => {
    show({ role: 'Owner', name: 'Acme Bakery' });
    expect(
      await screen.findByText(
        'The last payment for Acme Bakery failed. Update the card to keep the Basic plan.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Update the card' })).toHaveAttribute(
      'href',
      '/settings/workspace/plans',
    );
  });

  it('says nothing while payments are fine', async () => {
    const { callsTo } = show(
      { role: 'SuperOwner' },
      subscriptionState({ subscription: wireSubscription() }),
    );
    await waitFor(() => {
      expect(callsTo('GET /v1/workspaces/subscription').length).toBeGreaterThan(0);
    });
    await settle();
    expect(screen.queryByRole('link', { name: 'Update the card' })).not.toBeInTheDocument();
  });

  it('asks nothing about billing for members, or without billing', async () => {
    const member = show({ role: 'Member' });
    await settle();
    expect(member.callsTo('GET /v1/workspaces/subscription')).toEqual([]);
    cleanup();
    member.restore();
    const unbilled = show({ role: 'SuperOwner', billing: 'none' });
    await settle();
    expect(unbilled.callsTo('GET /v1/workspaces/subscription')).toEqual([]);
  });
});
