import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import PermissionRoute from '@/app/routes/permission';
import { ACME_ID, acmeAsMember, acmeMembers } from '@/features/access/testing/access-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, jsonAnswer, mockApi, ok } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';
import { signedInMe, wireMe } from '@/testing/wire-fixtures';

const routes: RouteObject[] = [
  { path: '/permission', Component: PermissionRoute },
  { path: '/ja/permission', Component: PermissionRoute },
  { path: '/tags', element: <p>The tags page</p> },
];

type Api = ReturnType<typeof mockApi>;

describe('the missing permission page', () => {
  jest.setTimeout(30_000);
  beforeAll(async () => {
    await i18n.loadNamespaces(['access', 'permissions']);
  });

  let api: Api | undefined;
  afterEach(async () => {
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(me: unknown = wireMe(acmeAsMember), more: ApiRoutes = {}) {
    api = mockApi({
      'GET /v1/accounts/me': ok(me),
      [`GET /v1/workspaces/${ACME_ID}/members`]: ok(acmeMembers),
      ...more,
    });
    return api;
  }

  it('says what is missing, which roles have it and who can give it, then leads back', async () => {
    serve();
    renderRoutes(routes, '/permission?need=CUD_TAGS&from=/tags');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You need a permission for this' }),
    ).toBeInTheDocument();
    await screen.findByText('The page /tags needs the permission “Manage tags” in Acme Bakery.');
    expect(screen.getByText('Create, rename and delete tags.')).toBeInTheDocument();
    expect(screen.getByText('Your role here is Member.')).toBeInTheDocument();
    expect(screen.getByText('Roles that hold it here: Owner and Manager.')).toBeInTheDocument();
    expect(screen.queryByText(/You hold this permission now/)).toBeNull();

    const who = screen.getByRole('region', { name: 'Who can give it to you' });
    const people = await within(who).findAllByRole('listitem');
    expect(people).toHaveLength(2);
    expect(within(people[0] as HTMLElement).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(people[0] as HTMLElement).getByText(/Super owner/)).toBeInTheDocument();
    expect(within(people[1] as HTMLElement).getByText('Brian Kernighan')).toBeInTheDocument();
    expect(
      within(people[0] as HTMLElement).getByRole('link', { name: 'grace@example.com' }),
    ).toHaveAttribute('href', 'mailto:grace@example.com');
    expect(within(people[1] as HTMLElement).getByText(/Manager/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Go back' }));
    expect(await screen.findByText('The tags page')).toBeInTheDocument();
  });

  it('tells someone who holds it by now that they can go back', async () => {
    serve(wireMe({ ...acmeAsMember, role: 'Manager' }));
    renderRoutes(routes, '/permission?need=CUD_TAGS&from=/tags');

    expect(
      await screen.findByText('You hold this permission now: you can go back and try again.'),
    ).toBeInTheDocument();
  });

  it('explains without a known permission, and never links outside the app', async () => {
    serve();
    renderRoutes(routes, '/permission?need=ROOT&from=//evil.example/tags');

    expect(
      await screen.findByText(
        'The page you tried to open needs a permission your role does not hold in Acme Bakery.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go back' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(screen.queryByText(/evil/)).toBeNull();
  });

  it('says when the people cannot be read, or when nobody else can help', async () => {
    serve(undefined, {
      [`GET /v1/workspaces/${ACME_ID}/members`]: jsonAnswer(503, { error_key: 'x' }),
    });
    renderRoutes(routes, '/permission?need=CUD_TAGS');
    expect(await screen.findByText('The list of people could not be loaded.')).toBeVisible();
    cleanup();
    api?.restore();

    serve(wireMe({ ...acmeAsMember, role: 'SuperOwner' }), {
      [`GET /v1/workspaces/${ACME_ID}/members`]: ok([acmeMembers[0], acmeMembers[3]]),
    });
    renderRoutes(routes, '/permission?need=CUD_TAGS');
    expect(await screen.findByText(/Nobody else in this workspace can change it/)).toBeVisible();
  });

  it('explains that there is nothing to give without a workspace', async () => {
    serve(signedInMe);
    renderRoutes(routes, '/permission?need=CUD_TAGS');
    expect(await screen.findByText(/You are not in a workspace yet/)).toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/permission?need=CUD_TAGS');

    expect(
      await screen.findByText('この操作には、Acme Bakery で「タグの管理」の権限が必要です。'),
    ).toBeInTheDocument();
  });
});
