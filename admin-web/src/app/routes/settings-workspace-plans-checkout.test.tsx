import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import { SettingsLayout } from '@/app/layouts/settings-layout';
import SettingsWorkspacePlansRoute from '@/app/routes/settings-workspace-plans';
import {
  freshBillingRoutes,
  wireCard,
  wireSubscription,
} from '@/features/billing/testing/billing-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { wireMe, wireWorkspace } from '@/testing/wire-fixtures';

configure({ asyncUtilTimeout: 5_000 });

const routes: RouteObject[] = [
  {
    element: <SettingsLayout />,
    children: [{ path: '/settings/workspace/plans', Component: SettingsWorkspacePlansRoute }],
  },
];

const DECLINED = 'Your payment method was declined. Use another card, or contact your card issuer.';
const incomplete = wireSubscription({
  status: 'incomplete',
  client_secret: 'pi_test_1_secret_2',
  id_price: 'price_test_lite_usd',
  plan: 'LITE',
});

describe('paying on the plans page', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['billing', 'errors']);
  });

  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    cleanup();
    api?.restore();
  });

  function serve(routes: ApiRoutes) {
    api = mockApi({
      'GET /v1/accounts/me': ok(wireMe(wireWorkspace())),
      ...freshBillingRoutes(),
      'POST /v1/workspaces/payment-methods': (call) => {
        const { payment_method_id: id } = call.body as { payment_method_id: string };
        return id === 'pm_card_chargeDeclined'
          ? refused(400, 'error.payment_method.declined')
          : { status: 201, body: wireCard(`pm_saved_${id}`, '4242') };
      },
      'PATCH /v1/workspaces/customers/cus_test_1/payment-methods': ok({}),
      'POST /v1/workspaces/subscriptions': { status: 201, body: incomplete },
      ...routes,
    });
    return api;
  }

  async function payWith(number: string) {
    const lite = await screen.findByRole('region', { name: 'Lite' });
    fireEvent.click(within(lite).getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Lite' });
    expect(within(dialog).getByText(/\$4\.00 per seat \/ month × 2 seats = \$8\.00/)).toBeVisible();
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Card number/ }), {
      target: { value: number },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Expiry/ }), {
      target: { value: '12 / 34' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /CVC/ }), {
      target: { value: '123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe and pay' }));
    return dialog;
  }

  it('subscribes with a test card: on file, default, subscription, confirmation', async () => {
    const { callsTo, writes } = serve({
      'POST /v1/billing/test/confirm': ok({ status: 'succeeded', error_key: null }),
    });
    renderRoutes(routes, '/settings/workspace/plans');
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByText('Thank you: the workspace is on the Lite plan.')).toBeVisible();
    expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/workspaces/payment-methods',
      'PATCH /v1/workspaces/customers/cus_test_1/payment-methods',
      'POST /v1/workspaces/subscriptions',
      'POST /v1/billing/test/confirm',
    ]);
    expect(callsTo('POST /v1/workspaces/payment-methods')[0]?.body).toEqual({
      payment_method_id: 'pm_card_visa',
    });
    expect(callsTo('POST /v1/workspaces/subscriptions')[0]?.body).toEqual({
      price_id: 'price_test_lite_usd',
    });
    expect(callsTo('POST /v1/billing/test/confirm')[0]?.body).toEqual({
      client_secret: 'pi_test_1_secret_2',
      payment_method_id: 'pm_saved_pm_card_visa',
    });
  });

  it('says a declined card is declined, in the spec’s words, and keeps the dialog', async () => {
    const { callsTo } = serve({});
    renderRoutes(routes, '/settings/workspace/plans');
    const dialog = await payWith('4000 0000 0000 0002');
    expect(await within(dialog).findByText(DECLINED)).toBeVisible();
    expect(callsTo('POST /v1/workspaces/subscriptions')).toHaveLength(0);
  });

  it('refuses a number that is not a test card before asking the API', async () => {
    const { writes } = serve({});
    renderRoutes(routes, '/settings/workspace/plans');
    const dialog = await payWith('4111 1111 1111 1111');
    expect(
      await within(dialog).findByText('Use one of the test card numbers offered.'),
    ).toBeVisible();
    expect(writes()).toEqual([]);
  });

  it('runs the simulated 3-D Secure challenge; failing it declines the payment', async () => {
    const { callsTo } = serve({
      'POST /v1/billing/test/confirm': (call) =>
        ok(
          (call.body as { authentication?: string }).authentication === 'fail'
            ? { status: 'requires_payment_method', error_key: 'error.payment_method.declined' }
            : { status: 'requires_action', error_key: null },
        ),
    });
    renderRoutes(routes, '/settings/workspace/plans');
    await payWith('4000 0027 6000 3184');
    const challenge = await screen.findByRole('dialog', { name: 'Confirm the payment' });
    fireEvent.click(within(challenge).getByRole('button', { name: 'Fail authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Lite' });
    expect(await within(dialog).findByText(DECLINED)).toBeVisible();
    expect(callsTo('POST /v1/billing/test/confirm').map((call) => call.body)).toEqual([
      {
        client_secret: 'pi_test_1_secret_2',
        payment_method_id: 'pm_saved_pm_card_authenticationRequired',
      },
      { client_secret: 'pi_test_1_secret_2', authentication: 'fail' },
    ]);
  });

  it('completes the 3-D Secure challenge and pays', async () => {
    serve({
      'POST /v1/billing/test/confirm': (call) =>
        ok(
          (call.body as { authentication?: string }).authentication === 'succeed'
            ? { status: 'succeeded', error_key: null }
            : { status: 'requires_action', error_key: null },
        ),
    });
    renderRoutes(routes, '/settings/workspace/plans');
    await payWith('4000002760003184');
    const challenge = await screen.findByRole('dialog', { name: 'Confirm the payment' });
    fireEvent.click(within(challenge).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText('Thank you: the workspace is on the Lite plan.')).toBeVisible();
  });

  it('adds a card, and tells a declined one in the spec’s words', async () => {
    const { callsTo } = serve({});
    renderRoutes(routes, '/settings/workspace/plans');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    const fill = (number: string) => {
      fireEvent.change(within(dialog).getByRole('combobox', { name: /Card number/ }), {
        target: { value: number },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Expiry/ }), {
        target: { value: '1/2031' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /CVC/ }), {
        target: { value: '4321' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save the card' }));
    };
    fill('4000000000000002');
    expect(await within(dialog).findByText(DECLINED)).toBeVisible();
    fill('5555 5555 5555 4444');
    expect(await screen.findByText('The card was added.')).toBeVisible();
    await waitFor(() => {
      expect(callsTo('POST /v1/workspaces/payment-methods')).toHaveLength(2);
    });
  });
});
