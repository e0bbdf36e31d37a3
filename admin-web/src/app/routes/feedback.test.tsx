import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import FeedbackRoute from '@/app/routes/feedback';
import { me, RECEIPT_ID, receipt } from '@/features/feedback/testing/feedback-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, jsonAnswer, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = [
  { path: '/feedback', Component: FeedbackRoute },
  { path: '/ja/feedback', Component: FeedbackRoute },
  { path: '/clock', element: <p>The clock page</p> },
];

type Api = ReturnType<typeof mockApi>;

describe('the feedback page', () => {
  // Forms of several fields on a busy machine: well above jest's 5 s, well below a hang.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['feedback', 'errors']);
  });

  let api: Api | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(more: ApiRoutes = {}) {
    api = mockApi({ 'GET /v1/accounts/me': ok(me), ...more });
    return api;
  }

  it('sends feedback with its kind, rating, consent and page, then thanks and says who reads it', async () => {
    const { callsTo } = serve({
      'POST /v1/accounts/feedback': jsonAnswer(201, receipt('WORKSPACE_OWNERS')),
    });
    renderRoutes(routes, '/feedback?from=/clock');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Feedback and support' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Feedback and support | Punchcard');
    });
    fireEvent.click(screen.getByRole('radio', { name: 'A problem' }));
    fireEvent.click(screen.getByRole('radio', { name: '4 of 5' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Your feedback/ }), {
      target: { value: '  The weekly total is hard to find.  ' },
    });
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'You may write to me at ada@example.com about this' }),
    );
    expect(screen.getByText('The page you came from is sent with it: /clock')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

    const thanks = await screen.findByRole('status');
    expect(
      within(thanks).getByRole('heading', { name: 'Thank you for your feedback' }),
    ).toHaveFocus();
    expect(
      within(thanks).getByText(
        'It went to the owners of Acme Bakery, who look after Punchcard for your team.',
      ),
    ).toBeInTheDocument();
    expect(
      within(thanks).getByText('If they have questions, they may write to you at ada@example.com.'),
    ).toBeInTheDocument();
    expect(within(thanks).getByText(`Reference: ${RECEIPT_ID}`)).toBeInTheDocument();

    const [call] = callsTo('POST /v1/accounts/feedback');
    expect(call?.body).toEqual({
      kind: 'PROBLEM',
      rating: 4,
      message: 'The weekly total is hard to find.',
      may_contact: true,
      page: '/clock',
    });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);

    // Back where they came from.
    fireEvent.click(within(thanks).getByRole('link', { name: 'Back to where you were' }));
    expect(await screen.findByText('The clock page')).toBeInTheDocument();
  });

  it('asks for words before sending, and sends no rating when none is chosen', async () => {
    const { callsTo } = serve({
      'POST /v1/accounts/feedback': jsonAnswer(201, receipt('STORED')),
    });
    renderRoutes(routes, '/feedback');

    fireEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Write a few words first.')).toBeInTheDocument();
    expect(callsTo('POST /v1/accounts/feedback')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Your feedback/ }), {
      target: { value: 'Lovely.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      await screen.findByText(/saved for the administrator of this Punchcard installation/),
    ).toBeInTheDocument();
    expect(screen.getByText('You asked not to be contacted, so nobody will write back.'));
    expect(callsTo('POST /v1/accounts/feedback')[0]?.body).toEqual({
      kind: 'IDEA',
      rating: null,
      message: 'Lovely.',
      may_contact: false,
    });
    // No page to go back to: no such button.
    expect(screen.queryByRole('link', { name: 'Back to where you were' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send more feedback' }));
    expect(await screen.findByRole('textbox', { name: /Your feedback/ })).toHaveValue('');
  });

  it('keeps what was written when the API refuses, and says why', async () => {
    serve({ 'POST /v1/accounts/feedback': refused(429, 'error.too_many_requests') });
    renderRoutes(routes, '/feedback');

    fireEvent.change(await screen.findByRole('textbox', { name: /Your feedback/ }), {
      target: { value: 'Again and again.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not sent. What you wrote is still here.');
    expect(screen.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('Again and again.');
  });

  it('opens the help form from the address, checks it, and says where the answer goes', async () => {
    const { callsTo } = serve({
      'POST /v1/accounts/support': jsonAnswer(201, receipt('SUPPORT')),
    });
    renderRoutes(routes, '/feedback?tab=support');

    expect(await screen.findByRole('tab', { name: 'Get help', selected: true })).toBeVisible();
    const email = screen.getByRole('textbox', { name: /Reply to/ });
    expect(email).toHaveValue('ada@example.com');
    fireEvent.change(email, { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Give your request a subject.')).toBeInTheDocument();
    expect(screen.getByText('Write a few words first.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter an e-mail address such as name@example.com.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /v1/accounts/support')).toHaveLength(0);

    fireEvent.click(screen.getByRole('combobox', { name: /Topic/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kiosk' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), {
      target: { value: 'My badge is not read' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /How can we help/ }), {
      target: { value: 'The kiosk beeps twice.' },
    });
    fireEvent.change(email, { target: { value: ' payroll@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(
      await screen.findByRole('heading', { name: 'Your request was sent' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The answer will come to payroll@example.com.')).toBeInTheDocument();
    expect(
      screen.getByText('The people who look after Punchcard here will read it.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /v1/accounts/support')[0]?.body).toEqual({
      category: 'KIOSK',
      subject: 'My badge is not read',
      message: 'The kiosk beeps twice.',
      email: 'payroll@example.com',
    });
  });

  it('keeps each tab’s state when switching between them', async () => {
    serve();
    renderRoutes(routes, '/feedback');

    fireEvent.change(await screen.findByRole('textbox', { name: /Your feedback/ }), {
      target: { value: 'Half a thought' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Get help' }));
    expect(await screen.findByRole('tab', { name: 'Get help', selected: true })).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Send feedback' }));
    expect(screen.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('Half a thought');
  });

  it('speaks Japanese under /ja', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/feedback');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'フィードバックとサポート' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'サポートに問い合わせる' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5段階中3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'フィードバックを送信' })).toBeInTheDocument();
  });
});
