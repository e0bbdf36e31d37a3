import { Role } from '@punchcard/shared';
import { newMember, newWorkspace } from './factory.js';
import type { TestApp } from './test-app.js';

/** A super owner's workspace on `plan` plus an Owner, a Manager and a Member. */
export async function settingsTeam(t: TestApp, plan = 'BASIC') {
  const owner = await newWorkspace(t, { name: 'Settings Team', plan });
  const join = (role: Role) => newMember(t, owner.workspaceId, role, { via: 'sign-up' });
  const [Owner, Manager, Member] = await Promise.all([
    join(Role.Owner),
    join(Role.Manager),
    join(Role.Member),
  ]);
  return { owner, Owner, Manager, Member };
}
