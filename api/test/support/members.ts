import type { Member } from '@punchcard/shared';
import { newTeam } from './factory.js';
import type { TestAgent, TestApp } from './test-app.js';

/** Helpers shared by the members specs; their data comes from the factory. */

/** A workspace on `plan` with a member of each role besides its SuperOwner (`owner` here). */
export async function membersTeam(t: TestApp, plan = 'BASIC') {
  const { superOwner, owner, manager, member, guest } = await newTeam(t, {
    name: 'Bakery',
    plan,
    via: 'sign-up',
    concurrently: true,
  });
  return { owner: superOwner, Owner: owner, Manager: manager, Member: member, Guest: guest };
}

export async function list(agent: TestAgent, workspaceId: string, query = ''): Promise<Member[]> {
  return (await agent.get(`/v1/workspaces/${workspaceId}/members${query}`).expect(200))
    .body as Member[];
}

/** The member `id` as the list answers it, soft-deleted or not. */
export async function memberOf(agent: TestAgent, workspaceId: string, id: string) {
  return (await list(agent, workspaceId, '?include_deleted=true')).find((m) => m.id_user === id);
}
