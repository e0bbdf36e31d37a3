import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Workspace } from '@punchcard/shared';
import type { RouteObject } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsWorkspacePlansRoute from '@/app/routes/settings-workspace-plans';
import {
  freshBillingRoutes,
  subscriptionState,
  wireCard,
  wireInvoice,
  wireSubscription,
} from '@/features/billing/testing/billing-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, mockApi, ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

configure({ asyncUtilTimeout: 5_000 });

const routes: RouteObject[] = ['', '/ja'].map((prefix) => ({
  element: <SettingsLayout />,
  children: [
    { path: `${prefix}/settings/workspace/plans`, Component: SettingsWorkspacePlansRoute },
  ],
}));

describe('the plans page', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['billing', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(routes: ApiRoutes, workspace: Partial<Workspace> = {}) {
    api = mockApi({ 'GET /v1/accounts/me': ok(wireMe(wireWorkspace(workspace))), ...routes });
    return api;
  }

  const plan = (name: string) => screen.findByRole('region', { name });

  it('shows the plans side by side with prices per seat and the current plan', async () => {
    serve(freshBillingRoutes());
    renderRoutes(routes, '/settings/workspace/plans');
    const free = await plan('Free');
    expect(within(free).getByText('Current plan')).toBeVisible();
    expect(within(free).getByText(/Members: Up to 5/)).toBeInTheDocument();
    const basic = await plan('Basic');
    expect(within(basic).getByText('$6.00')).toBeVisible();
    expect(within(basic).getByText('per seat / month')).toBeVisible();
    const lite = await plan('Lite');
    expect(within(lite).getByText(/Attendance report/)).toHaveTextContent(
      'Attendance report: Not included',
    );
    expect(within(lite).getByText(/Custom permissions/)).toHaveTextContent(
      'Custom permissions: Included',
    );
    expect(
      screen.getByText('The workspace is on the Free plan with no subscription.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('No invoices yet.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Test clock' })).toBeVisible();
  });

  it('starts a trial without a card', async () => {
    const { callsTo } = serve({
      ...freshBillingRoutes(),
      'POST /v1/workspaces/subscriptions/trial': ok(wireSubscription({ status: 'trialing' })),
    });
    renderRoutes(routes, '/settings/workspace/plans');
    fireEvent.click(
      within(await plan('Business')).getByRole('button', { name: 'Start a 14-day trial' }),
    );
    expect(await screen.findByText('Your trial of the Business plan has started.')).toBeVisible();
    expect(callsTo('POST /v1/workspaces/subscriptions/trial')[0]?.body).toEqual({
      price_id: 'price_test_business_usd',
    });
  });

  it('cancels at the period’s end after asking, and resumes', async () => {
    const active = wireSubscription();
    const { callsTo } = serve({
      ...freshBillingRoutes(subscriptionState({ subscription: active, is_trial_started: true })),
      'GET /v1/workspaces/subscription': [
        ok(subscriptionState({ subscription: active })),
        ok(subscriptionState({ subscription: { ...active, cancel_at_period_end: true } })),
      ],
      'PATCH /v1/workspaces/subscriptions/sub_test_1': ok(active),
      'GET /v1/workspaces/invoice/upcoming': ok({
        invoice: wireInvoice({ id: null, number: null }),
      }),
    });
    renderRoutes(routes, '/settings/workspace/plans', undefined);
    expect(await screen.findByText('Basic plan, 2 seats')).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start a 14-day trial' })).not.toBeInTheDocument();
    expect(await screen.findByText(/\$12\.00 on/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel at period end…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(
      await screen.findByText('The subscription ends at the end of the period.'),
    ).toBeVisible();
    const resume = await screen.findByRole('button', { name: 'Resume the subscription' });
    fireEvent.click(resume);
    await waitFor(() => {
      expect(callsTo('PATCH /v1/workspaces/subscriptions/sub_test_1')).toHaveLength(2);
    });
    const bodies = callsTo('PATCH /v1/workspaces/subscriptions/sub_test_1').map((c) => c.body);
    expect(bodies).toEqual([{ cancel_at_period_end: true }, { cancel_at_period_end: false }]);
  });

  it('pages the cards by three and lists invoices with their PDF', async () => {
    const first = [
      wireCard('pm_3', '4444', true),
      wireCard('pm_2', '5556'),
      wireCard('pm_1', '8431'),
    ];
    const { callsTo } = serve({
      ...freshBillingRoutes(),
      'GET /v1/workspaces/payment-methods': (call) =>
        ok(
          call.query.get('starting_after') === 'pm_1'
            ? { payment_methods: [wireCard('pm_0', '4242')], has_more: false }
            : { payment_methods: first, has_more: true },
        ),
      'GET /v1/workspaces/invoice/history': ok({ invoices: [wireInvoice()] }),
      'PATCH /v1/workspaces/customers/cus_test_1/payment-methods': ok({}),
    });
    renderRoutes(routes, '/settings/workspace/plans');
    expect(await screen.findByText('Visa ending in 4444')).toBeVisible();
    expect(screen.getByText('Default')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Make default: Visa ending in 5556' }));
    expect(await screen.findByText('Visa ending in 5556 is now the default card.')).toBeVisible();
    expect(callsTo('PATCH /v1/workspaces/customers/cus_test_1/payment-methods')[0]?.body).toEqual({
      payment_method_id: 'pm_2',
    });
    fireEvent.click(screen.getByRole('button', { name: 'More cards' }));
    expect(await screen.findByText('Visa ending in 4242')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous cards' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'More cards' })).toBeDisabled();
    const link = screen.getByRole('link', { name: 'Download invoice PC-0001 (PDF)' });
    expect(link).toHaveAttribute('href', '/v1/workspaces/invoices/in_test_1/pdf');
    expect(screen.getByRole('cell', { name: '$12.00' })).toBeVisible();
  });

  it('says billing is off on a server without it, asking the API nothing about billing', async () => {
    const { calls } = serve({}, { billing: 'none' });
    renderRoutes(routes, '/settings/workspace/plans');
    expect(await screen.findByText('Billing is off on this server')).toBeVisible();
    expect(await plan('Business')).toBeVisible();
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path !== '/v1/accounts/me')).toEqual([]);
  });

  it('lets an owner read billing but change nothing', async () => {
    serve(freshBillingRoutes(), { role: 'Owner' });
    renderRoutes(routes, '/settings/workspace/plans');
    expect(await screen.findByText(/Only the super owner can change/)).toBeVisible();
    expect(await plan('Basic')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Test clock' })).not.toBeInTheDocument();
  });

  it('tells a manager only owners see billing', async () => {
    const { calls } = serve({}, { role: 'Manager' });
    renderRoutes(routes, '/settings/workspace/plans');
    expect(
      await screen.findByText(/Only the workspace’s owners can see its billing/),
    ).toBeVisible();
    expect(calls.filter((call) => call.path !== '/v1/accounts/me')).toEqual([]);
  });

  it('speaks Japanese under /ja', async () => {
    serve(freshBillingRoutes());
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/settings/workspace/plans');
    expect(await plan('ベーシック')).toBeVisible();
    expect(screen.getByText('現在のプラン')).toBeVisible();
    expect(screen.getAllByRole('button', { name: '申し込む' })).toHaveLength(3);
    expect(screen.getByRole('region', { name: '支払い方法' })).toBeVisible();
  });
});
