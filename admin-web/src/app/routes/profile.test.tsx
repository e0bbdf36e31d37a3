import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';

import ProfileRoute from '@/app/routes/profile';
import {
  colleague,
  expectAlert,
  meIn,
  meWithoutWorkspace,
  membersPath,
  ownMember,
  profile,
} from '@/features/accounts/testing/account-fixtures';
import { i18n } from '@/lib/i18n';
import { type ApiRoutes, heldAnswer, mockApi, ok, refused } from '@/testing/api-mock';
import { renderRoutes } from '@/testing/test-utils';

const routes: RouteObject[] = [
  { path: '/profile', Component: ProfileRoute },
  { path: '/ja/profile', Component: ProfileRoute },
];

type Api = ReturnType<typeof mockApi>;

function section(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('the profile page', () => {
  // Each namespace is its own chunk; loaded once here, so no test's first find races the import.
  beforeAll(async () => {
    await i18n.loadNamespaces(['account', 'errors']);
  });

  let api: Api | undefined;
  afterEach(async () => {
    // Unmounted first, so going back to English re-renders nothing outside act().
    cleanup();
    api?.restore();
    await i18n.changeLanguage('en');
  });

  function serve(routesOverride: ApiRoutes = {}) {
    api = mockApi({
      'GET /v1/accounts/me': ok(meIn()),
      'GET /v1/accounts/me/profile': ok(profile),
      [`GET ${membersPath}`]: ok([colleague, ownMember]),
      // The kiosk badge section's own tests are in profile-badge.test.tsx.
      'GET /v1/workspaces/members/me/badge': ok({
        token: 'payload.signature',
        url: 'https://punchcard.example/qr-handler?b=payload.signature',
        version: 1,
        issued_at: 1_700_000_000,
      }),
      ...routesOverride,
    });
    return api;
  }

  it('shows who the member is and their role in the active workspace', async () => {
    serve();
    renderRoutes(routes, '/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const overview = section('Your account');
    expect(within(overview).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(overview).getByText('Analytical Engines')).toBeInTheDocument();
    expect(within(overview).getByText('Owner')).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => {
      expect(document.title).toBe('Profile | Punchcard');
    });
  });

  it('saves the personal details, trimmed, and says so', async () => {
    const saved = { ...profile, first_name: 'Augusta Ada', address: '12 St James’s Square' };
    const { callsTo } = serve({ 'PUT /v1/accounts/me/profile': ok(saved) });
    renderRoutes(routes, '/profile');

    fireEvent.change(await screen.findByLabelText('First name'), {
      target: { value: ' Augusta Ada ' },
    });
    fireEvent.change(screen.getByLabelText('Address'), {
      target: { value: '12 St James’s Square' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(callsTo('PUT /v1/accounts/me/profile')[0]?.body).toEqual({
      first_name: 'Augusta Ada',
      last_name: 'Lovelace',
      address: '12 St James’s Square',
      contact_number: null,
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Augusta Ada');
    expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
  });

  it('asks for a name before sending, and checks lengths', async () => {
    const { callsTo } = serve();
    renderRoutes(routes, '/profile');

    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Contact number'), {
      target: { value: '0'.repeat(51) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Enter a first name or a last name.')).toBeInTheDocument();
    expect(screen.getByText('Use at most 50 characters.')).toBeInTheDocument();
    expect(callsTo('PUT /v1/accounts/me/profile')).toHaveLength(0);
  });

  it('keeps what was typed when the API refuses, and explains why in words', async () => {
    serve({
      'PUT /v1/accounts/me/profile': refused(400, 'account.messages.profle_bad_request'),
    });
    renderRoutes(routes, '/profile');

    fireEvent.change(await screen.findByLabelText('Contact number'), {
      target: { value: '+44 20 7946 0000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    const form = screen.getByRole('region', { name: 'Personal details' });
    await expectAlert(form, 'Enter a first name or a last name.');
    expect(screen.getByLabelText('Contact number')).toHaveValue('+44 20 7946 0000');
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Contact number')).toHaveValue('');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cannot save twice while a save is under way', async () => {
    const { answer, release } = heldAnswer(200, profile);
    const { callsTo } = serve({ 'PUT /v1/accounts/me/profile': answer });
    renderRoutes(routes, '/profile');

    fireEvent.change(await screen.findByLabelText('Last name'), { target: { value: 'King' } });
    const save = screen.getByRole('button', { name: 'Save profile' });
    fireEvent.click(save);
    await waitFor(() => {
      expect(save).toBeDisabled();
    });
    fireEvent.click(save);
    release();
    await waitFor(() => {
      expect(save).toBeEnabled();
    });
    expect(callsTo('PUT /v1/accounts/me/profile')).toHaveLength(1);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    serve({
      'GET /v1/accounts/me/profile': [refused(500, 'error.internal_error'), ok(profile)],
    });
    renderRoutes(routes, '/profile');

    const details = await screen.findByRole('region', { name: 'Personal details' });
    await expectAlert(details, 'This could not be loaded.');
    fireEvent.click(within(details).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
  });

  it('sets a nickname in the workspace, refusing an empty one', async () => {
    const named = { ...ownMember, nickname: 'Countess', name: 'Countess' };
    const { callsTo } = serve({ 'POST /v1/workspaces/nicknames': ok(named) });
    renderRoutes(routes, '/profile');

    const workspaceName = await screen.findByRole('region', {
      name: 'Name in Analytical Engines',
    });
    expect(await within(workspaceName).findByText('Ada Lovelace')).toBeInTheDocument();
    fireEvent.click(within(workspaceName).getByRole('button', { name: 'Save nickname' }));
    expect(
      await within(workspaceName).findByText(/^Enter a nickname\. To be shown by your name/),
    ).toBeInTheDocument();
    expect(callsTo('POST /v1/workspaces/nicknames')).toHaveLength(0);

    fireEvent.change(within(workspaceName).getByLabelText('Nickname'), {
      target: { value: ' Countess ' },
    });
    fireEvent.click(within(workspaceName).getByRole('button', { name: 'Save nickname' }));

    expect(await screen.findByText('Your nickname was saved.')).toBeInTheDocument();
    expect(callsTo('POST /v1/workspaces/nicknames')[0]?.body).toEqual({ nickname: 'Countess' });
    expect(within(workspaceName).getByText('Countess', { selector: 'p' })).toBeInTheDocument();
    expect(
      within(workspaceName).getByRole('button', { name: 'Remove nickname' }),
    ).toBeInTheDocument();
  });

  it('removes the nickname, keeping a workspace name that differs from the account', async () => {
    const named = { ...ownMember, nickname: 'Countess', name: 'Countess', last_name: 'King' };
    const cleared = { ...named, nickname: null, name: 'Ada King' };
    const { callsTo } = serve({
      [`GET ${membersPath}`]: ok([named]),
      [`PATCH /v1/workspaces/members/${ownMember.id_user}/profile`]: ok(cleared),
    });
    renderRoutes(routes, '/profile');

    const workspaceName = await screen.findByRole('region', {
      name: 'Name in Analytical Engines',
    });
    expect(await within(workspaceName).findByLabelText('Nickname')).toHaveValue('Countess');
    fireEvent.click(within(workspaceName).getByRole('button', { name: 'Remove nickname' }));

    expect(await screen.findByText(/Your nickname was removed/)).toBeInTheDocument();
    expect(callsTo(`PATCH /v1/workspaces/members/${ownMember.id_user}/profile`)[0]?.body).toEqual({
      first_name: null,
      last_name: 'King',
      nickname: null,
    });
    expect(within(workspaceName).getByLabelText('Nickname')).toHaveValue('');
    expect(
      within(workspaceName).queryByRole('button', { name: 'Remove nickname' }),
    ).not.toBeInTheDocument();
  });

  it('explains a refused nickname in words', async () => {
    serve({ 'POST /v1/workspaces/nicknames': refused(400, 'workspace_nickname_empty') });
    renderRoutes(routes, '/profile');

    const workspaceName = await screen.findByRole('region', {
      name: 'Name in Analytical Engines',
    });
    fireEvent.change(await within(workspaceName).findByLabelText('Nickname'), {
      target: { value: 'x' },
    });
    fireEvent.click(within(workspaceName).getByRole('button', { name: 'Save nickname' }));
    await expectAlert(workspaceName, 'A nickname cannot be empty.');
  });

  it('uploads a picture as multipart, after checking its type and size', async () => {
    const pictured = { ...ownMember, avatar: '/v1/uploads/abc.png' };
    const { callsTo } = serve({ 'PATCH /v1/workspaces/members/me/avatar': ok(pictured) });
    const { container } = renderRoutes(routes, '/profile');
    await screen.findByRole('region', { name: 'Your account' });
    const picker = await screen.findByLabelText('Change picture');

    fireEvent.change(picker, {
      target: { files: [new File(['gif'], 'old.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [huge] } });
    expect(
      await screen.findByText('This image is larger than 2 MB. Choose a smaller one.'),
    ).toBeInTheDocument();
    expect(callsTo('PATCH /v1/workspaces/members/me/avatar')).toHaveLength(0);

    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [picture] } });

    expect(await screen.findByText('Your picture was updated.')).toBeInTheDocument();
    const [upload] = callsTo('PATCH /v1/workspaces/members/me/avatar');
    const body = upload?.init?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBe(picture);
    await waitFor(() => {
      expect(container.querySelector('img[src="/v1/uploads/abc.png"]')).not.toBeNull();
    });
  });

  it('shows the API’s refusal of a picture in words', async () => {
    serve({ 'PATCH /v1/workspaces/members/me/avatar': refused(400, 'upload_invalid_type') });
    renderRoutes(routes, '/profile');
    const picker = await screen.findByLabelText('Change picture');

    fireEvent.change(picker, {
      target: { files: [new File(['not really'], 'fake.png', { type: 'image/png' })] },
    });

    const overview = section('Your account');
    await expectAlert(overview, 'Only JPEG, PNG and WebP images can be uploaded.');
  });

  it('works for someone in no workspace yet: no workspace name or picture', async () => {
    serve({ 'GET /v1/accounts/me': ok(meWithoutWorkspace) });
    renderRoutes(routes, '/profile');

    expect(await screen.findByText('You are not a member of a workspace yet.')).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(screen.queryByLabelText('Change picture')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Name in/ })).not.toBeInTheDocument();
  });

  it('speaks Japanese under /ja', async () => {
    serve();
    await i18n.changeLanguage('ja');
    renderRoutes(routes, '/ja/profile');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'プロフィール' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('名')).toHaveValue('Ada');
    expect(screen.getByLabelText('姓')).toHaveValue('Lovelace');
    // The family name comes first in Japanese.
    const fields = screen.getAllByRole('textbox');
    expect(fields.indexOf(screen.getByLabelText('姓'))).toBeLessThan(
      fields.indexOf(screen.getByLabelText('名')),
    );
    expect(screen.getByText('オーナー')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'プロフィールを保存' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Analytical Engines での表示名' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('プロフィール | Punchcard');
    });
  });
});
