import type { Break, WorkspaceTime } from '@punchcard/shared';
import { DAY, nowSeconds } from './factory.js';
import type { TestAgent, TestApp } from './test-app.js';

/** Calls shared by the breaks specs; their data comes from the factory. */

/** Adds a past break from `fromAgo` to `toAgo` seconds before now (must be accepted). */
export async function addBreak(
  t: TestApp,
  agent: TestAgent,
  idWorkspaceTime: string,
  fromAgo: number,
  toAgo: number,
): Promise<Break> {
  const now = nowSeconds(t);
  const res = await agent
    .post('/v1/workspaces/timestamps/break/new')
    .send({ id_workspace_time: idWorkspaceTime, start: now - fromAgo, end: now - toAgo })
    .expect(201);
  return res.body as Break;
}

/** The live breaks of workspace time `id`, as the caller's list answers them. */
export async function breaksOf(t: TestApp, agent: TestAgent, id: string): Promise<Break[]> {
  const now = nowSeconds(t);
  const res = await agent
    .get('/v1/workspaces/timestamps')
    .query({ start: now - 30 * DAY, end: now + DAY })
    .expect(200);
  return (res.body as WorkspaceTime[]).find((time) => time.id === id)?.breaks ?? [];
}
