import { type Me, Role } from '@punchcard/shared';
import { errorKey } from './support/errors.js';
import { newMember, newWorkspace } from './support/factory.js';
import { PASSWORD, signIn, uniqueEmail } from './support/test-app.js';
import { ssoLink, ssoSignIn, startSsoWorld, type SsoWorld } from './sso-support.js';

/** A workspace that requires its company's provider: who may set it, and what it refuses. */
describe('SSO requirement', () => {
  let world: SsoWorld;

  beforeAll(async () => {
    world = await startSsoWorld();
  });

  afterAll(async () => {
    await world.close();
  });

  const require_ = (agent: ReturnType<SsoWorld['t']['agent']>, on: boolean) =>
    agent.patch('/v1/workspaces/sso-requirement').send({ is_oidc_required: on });

  it('is set by an owner who has linked the company provider, and refuses password sign-in', async () => {
    const owner = await newWorkspace(world.t);
    const member = await newMember(world.t, owner.workspaceId, Role.Member, { via: 'sign-up' });
    const manager = await newMember(world.t, owner.workspaceId, Role.Manager, { via: 'sign-up' });

    const byMember = await require_(member.agent, true);
    expect(byMember.status).toBe(403);
    expect((await require_(manager.agent, true)).status).toBe(403);
    const unlinked = await require_(owner.agent, true);
    expect(unlinked.status).toBe(404);
    expect(errorKey(unlinked)).toBe('sso_not_linked');

    expect((await ssoLink(owner.agent, 'oidc', uniqueEmail('owner-company'))).status).toBe(200);
    const set = await require_(owner.agent, true).expect(200);
    expect(set.body).toEqual({ is_oidc_required: true });
    const me = (await owner.agent.get('/v1/accounts/me').expect(200)).body as Me;
    expect(me.active_workspace?.is_oidc_required).toBe(true);

    const refused = await signIn(world.t, member.email, PASSWORD);
    expect(refused.status).toBe(403);
    expect(errorKey(refused)).toBe('sso_required');
    // A wrong password learns nothing about the workspace.
    const wrong = await signIn(world.t, member.email, 'Wrong-Password-1');
    expect(errorKey(wrong)).toBe('signin.bad_request');

    // Google is refused too; the company's provider lets the member in.
    const googleEmail = uniqueEmail('member-google');
    expect((await ssoLink(member.agent, 'google', googleEmail)).status).toBe(200);
    const viaGoogle = await ssoSignIn(world, 'google', googleEmail);
    expect(viaGoogle.response.status).toBe(403);
    expect(errorKey(viaGoogle.response)).toBe('sso_required');
    const companyEmail = uniqueEmail('member-company');
    expect((await ssoLink(member.agent, 'oidc', companyEmail)).status).toBe(200);
    const viaCompany = await ssoSignIn(world, 'oidc', companyEmail);
    expect(viaCompany.response.status).toBe(200);
    expect((viaCompany.response.body as Me).user.id).toBe(member.id);

    await require_(owner.agent, false).expect(200);
    expect((await signIn(world.t, member.email, PASSWORD)).status).toBe(200);
  });

  it('does not apply to members who are not active', async () => {
    const owner = await newWorkspace(world.t);
    const pending = await newMember(world.t, owner.workspaceId, Role.Member, {
      via: 'sign-up',
      status: 'INACTIVE',
    });
    expect((await ssoLink(owner.agent, 'oidc', uniqueEmail('owner2'))).status).toBe(200);
    await require_(owner.agent, true).expect(200);
    expect((await signIn(world.t, pending.email, PASSWORD)).status).toBe(200);
  });

  it('cannot be set with an API key', async () => {
    const owner = await newWorkspace(world.t);
    const keyed = await newMember(world.t, owner.workspaceId, Role.Owner);
    const res = await require_(keyed.agent, false);
    expect(res.status).toBe(403);
  });
});
