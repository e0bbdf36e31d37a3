import { RequestKind, type RequestList } from '@punchcard/shared';
import { newMember, newRequest, newWorkspace, type RequestSpec } from './factory.js';
import type { TestAgent, TestApp } from './test-app.js';

/** Helpers shared by the request-reads specs; their data comes from the factory. */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const LIST = '/v1/activities/requests/member';

/** The app's "now" less `ms`. */
export const ago = (t: TestApp, ms: number) => new Date(t.clock.now().getTime() - ms);

/** A member called `firstName` Tester, with an API key. */
export const tester = (t: TestApp, idWorkspace: string, role: string, firstName: string) =>
  newMember(t, idWorkspace, role, { firstName, lastName: 'Tester' });

/** The request-reads team: a BASIC workspace with a Manager, then Ann and Ben (Members). */
export async function readsTeam(t: TestApp) {
  const team = await newWorkspace(t, { name: 'Requests team', plan: 'BASIC' });
  const manager = await tester(t, team.workspaceId, 'Manager', 'Manager');
  const ann = await tester(t, team.workspaceId, 'Member', 'Ann');
  const ben = await tester(t, team.workspaceId, 'Member', 'Ben');
  return { team, manager, ann, ben };
}

/**
 * Files requests in `idWorkspace` straight into the table: of `kind`, proposing the hour that
 * began `hoursAgo` hours before the call, unless the spec says otherwise.
 */
export function requestsIn(
  t: TestApp,
  idWorkspace: string,
  kind: RequestKind = RequestKind.Activity,
  hoursAgo = 3,
) {
  return (idUser: string, spec: Partial<RequestSpec> = {}): Promise<string> =>
    newRequest(t, {
      idWorkspace,
      idUser,
      kind,
      start: ago(t, hoursAgo * HOUR_MS),
      end: ago(t, (hoursAgo - 1) * HOUR_MS),
      ...spec,
    });
}

/** GET the caller's own requests (`query` without its "?"), expecting `status`. */
export async function list(agent: TestAgent, query = '', status = 200): Promise<RequestList> {
  const res = await agent.get(`${LIST}${query ? `?${query}` : ''}`).expect(status);
  return res.body as RequestList;
}

export const ids = (page: RequestList) => page.items.map((item) => item.id);
