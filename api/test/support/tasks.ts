import { randomUUID } from 'node:crypto';
import type { ProjectDetails, Task } from '@punchcard/shared';
import { newTeam, SMALL_TEAM } from './factory.js';
import type { TestAgent, TestApp } from './test-app.js';

/** Helpers shared by the tasks specs; their data comes from the factory. */

export type TasksTeam = Awaited<ReturnType<typeof tasksTeam>>;

/** A BASIC workspace with a SuperOwner (`owner` here), a Manager and two Members, all signed up. */
export async function tasksTeam(t: TestApp) {
  const { superOwner, ...rest } = await newTeam(t, {
    name: 'Tasks Team',
    via: 'sign-up',
    members: SMALL_TEAM,
  });
  return { ...rest, owner: superOwner };
}

export async function createTask(agent: TestAgent, body: object = {}): Promise<Task> {
  const res = await agent
    .post('/v1/tasks')
    .send({ name: 'Task', ...body })
    .expect(201);
  return res.body as Task;
}

export async function createProject(agent: TestAgent, body: object = {}): Promise<ProjectDetails> {
  const res = await agent
    .post('/v1/projects')
    .send({ name: `Project ${randomUUID().slice(0, 8)}`, ...body })
    .expect(201);
  return res.body as ProjectDetails;
}

/** The ids of the tasks `agent` sees in the workspace. */
export async function visibleIds(agent: TestAgent, workspaceId: string): Promise<string[]> {
  const res = await agent.get(`/v1/tasks/workspace/${workspaceId}`).expect(200);
  return (res.body as Task[]).map((task) => task.id);
}
