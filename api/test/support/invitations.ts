import { type Invitation, type Member, Role } from '@punchcard/shared';
import { newMember, newWorkspace } from './factory.js';
import { mailBody, type TestAgent, type TestApp } from './test-app.js';

/** Helpers shared by the invitations specs; their data comes from the factory. */

/** A day in milliseconds, for moving the test clock past invitation expiry. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A workspace on `plan` with a member of each role besides its SuperOwner. */
export async function invitationsTeam(t: TestApp, plan = 'BASIC') {
  const owner = await newWorkspace(t, { name: 'Bakery', plan });
  const join = (role: Role) => newMember(t, owner.workspaceId, role, { via: 'sign-up' });
  const [Guest, Member, Manager, Owner] = await Promise.all([
    join(Role.Guest),
    join(Role.Member),
    join(Role.Manager),
    join(Role.Owner),
  ]);
  return { owner, Guest, Member, Manager, Owner };
}

export function invite(agent: TestAgent, emails: string[], role = 'Member') {
  return agent.post('/v1/accounts/invitations/workspace-members').send({ role, emails });
}

/** The token of the invitation link last mailed to `email`. */
export function tokenFor(t: TestApp, email: string): string {
  const match = /signup\/member\/invite\?token=([A-Za-z0-9_%-]+)/.exec(mailBody(t.lastMail(email)));
  if (!match?.[1]) throw new Error(`No invitation link mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

export function accept(agent: TestAgent, body: object) {
  return agent.post('/v1/accounts/members').send(body);
}

export async function members(agent: TestAgent, workspaceId: string): Promise<Member[]> {
  return (await agent.get(`/v1/workspaces/${workspaceId}/members`).expect(200)).body as Member[];
}

export async function liveInvitations(agent: TestAgent): Promise<Invitation[]> {
  return (await agent.get('/v1/accounts/invitations').expect(200)).body as Invitation[];
}
