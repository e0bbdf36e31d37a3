import { Notifications } from '@mantine/notifications';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import ProfileRoute from '@/app/routes/profile';
import { presentError } from '@/app/shell/error-presenter';
import { ThemeProvider } from '@/components/theme-provider';
import {
  meIn,
  meWithoutWorkspace,
  membersPath,
  ownMember,
  profile,
  workspace,
} from '@/features/accounts/testing/account-fixtures';
import { i18n } from '@/lib/i18n';

const BADGE = {
  token: 'payload.signature',
  url: 'https://punchcard.example/qr-handler?b=payload.signature',
  version: 3,
  issued_at: 1_700_000_000,
};
const PNG_PATH = '/v1/workspaces/members/me/badge/qr?format=png';

const hrefOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

interface Answer {
  status: number;
  body?: unknown;
  /** File bytes, for the downloads. */
  blob?: Blob;
}

/** What the API answers, keyed `METHOD /path?search`; jsdom has no fetch, so it is faked whole. */
function serve(overrides: Record<string, Answer> = {}, me = meIn()) {
  const answers: Record<string, Answer> = {
    'GET /v1/accounts/me': { status: 200, body: me },
    'GET /v1/accounts/me/profile': { status: 200, body: profile },
    [`GET ${membersPath}`]: { status: 200, body: [ownMember] },
    'GET /v1/workspaces/members/me/badge': { status: 200, body: BADGE },
    ...overrides,
  };
  const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(hrefOf(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}${url.search}`;
    const answer = answers[key];
    if (!answer) return Promise.reject(new Error(`nothing scripted for ${key}`));
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return Promise.resolve({
      ok: answer.status < 300,
      status: answer.status,
      text: () => Promise.resolve(text),
      json: () => Promise.resolve(JSON.parse(text) as unknown),
      blob: () => Promise.resolve(answer.blob ?? new Blob([text])),
    } as Response);
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

/** The profile page as the app runs it: mutation failures go to the app's error presenter. */
function renderProfile(path = '/profile') {
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({ onError: presentError }),
    defaultOptions: { queries: { retry: false, refetchInterval: false } },
  });
  const router = createMemoryRouter(
    ['/profile', '/ja/profile'].map((route) => ({ path: route, Component: ProfileRoute })),
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const badgeSection = () => screen.findByRole('region', { name: 'Kiosk badge' });

describe('the kiosk badge on the profile page', () => {
  const originalFetch = globalThis.fetch;
  beforeAll(async () => {
    await i18n.loadNamespaces(['account', 'badges', 'errors']);
  });
  afterEach(async () => {
    cleanup();
    globalThis.fetch = originalFetch;
    jest.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('shows the QR code and the badge version, with no hint while kiosks take QR badges', async () => {
    serve();
    renderProfile();

    const section = await badgeSection();
    expect(
      await within(section).findByRole('img', { name: 'QR code of your kiosk badge' }),
    ).toBeInTheDocument();
    expect(within(section).getByText('Badge version 3')).toBeInTheDocument();
    expect(within(section).queryByText(/turned off/)).not.toBeInTheDocument();
    const actions = within(section).getByRole('group', { name: 'Badge actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download PNG', 'Download PDF', 'E-mail it to me']);
  });

  it('warns that the badge will not work while the workspace has QR badges off', async () => {
    serve({}, meIn({ kiosk_settings: { ...workspace.kiosk_settings, is_qrcode_enabled: false } }));
    renderProfile();

    const section = await badgeSection();
    expect(
      within(section).getByText(
        'QR badges are turned off in Analytical Engines: kiosks will not accept this badge until a manager turns them on.',
      ),
    ).toBeInTheDocument();
  });

  it('is not shown to someone in no workspace', async () => {
    const fetchMock = serve({}, meWithoutWorkspace);
    renderProfile();

    expect(await screen.findByText('You are not a member of a workspace yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kiosk badge' })).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => hrefOf(input));
    expect(asked.some((path) => path.includes('/badge'))).toBe(false);
  });

  it('downloads the PNG and the PDF under file names', async () => {
    const png = new Blob(['png bytes'], { type: 'image/png' });
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    serve({
      [`GET ${PNG_PATH}`]: { status: 200, blob: png },
      'GET /v1/workspaces/members/me/badge/pdf': { status: 200, blob: pdf },
    });
    const saved: { name: string; blob: Blob }[] = [];
    const made = new Map<string, Blob>();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const href = `blob:test/${made.size}`;
      made.set(href, blob);
      return href;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: made.get(this.getAttribute('href') ?? '') ?? png });
    });
    renderProfile();

    const section = await badgeSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Download PNG' }));
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => {
      expect(saved).toHaveLength(2);
    });
    expect(saved).toEqual([
      { name: 'kiosk-badge.png', blob: png },
      { name: 'kiosk-badge.pdf', blob: pdf },
    ]);
  });

  it('says in words why a download failed, and saves nothing', async () => {
    serve({
      'GET /v1/workspaces/members/me/badge/pdf': {
        status: 404,
        body: { status_code: 404, error_key: 'error.not_found', message: 'Not found' },
      },
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click');
    renderProfile();

    const section = await badgeSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText(
        'We could not find what you were looking for. It may have been deleted.',
      ),
    ).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it('e-mails the badge and says where to, or why not', async () => {
    const fetchMock = serve({
      'POST /v1/workspaces/members/me/badge/mail': { status: 200, body: { ok: true } },
    });
    renderProfile();

    const section = await badgeSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'E-mail it to me' }));
    expect(
      await screen.findByText('Your badge is on its way to ada@example.com.'),
    ).toBeInTheDocument();
    const mailed = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(mailed).toHaveLength(1);

    cleanup();
    serve({
      'POST /v1/workspaces/members/me/badge/mail': {
        status: 429,
        body: { status_code: 429, error_key: 'error.too_many_requests', message: 'Slow down' },
      },
    });
    renderProfile();
    fireEvent.click(
      await within(await badgeSection()).findByRole('button', { name: 'E-mail it to me' }),
    );
    expect(
      await screen.findByText('Too many attempts. Wait a moment and try again.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the badge cannot be loaded', async () => {
    serve({
      'GET /v1/workspaces/members/me/badge': {
        status: 500,
        body: { status_code: 500, error_key: 'error.internal_error', message: 'Boom' },
      },
    });
    renderProfile();

    const section = await badgeSection();
    await waitFor(() => {
      expect(within(section).getByRole('alert')).toHaveTextContent(
        'Your badge could not be loaded.',
      );
    });
    serve();
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Badge version 3')).toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderProfile('/ja/profile');

    const section = await screen.findByRole('region', { name: 'キオスク用バッジ' });
    expect(await within(section).findByText('バッジのバージョン 3')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'PNGをダウンロード' })).toBeInTheDocument();
    expect(
      within(section).getByRole('img', { name: 'キオスク用バッジのQRコード' }),
    ).toBeInTheDocument();
  });
});
