import { Role, ROLES } from '@punchcard/shared';
import type { MatrixContext, MatrixRow } from './matrix.js';
import { newProject } from './projects.matrix.js';

const ALL = ROLES;
/** Roles holding CUD_PROJECT_TASK under the default map (shared tasks; personal ones are anyone's). */
const MANAGERS = [Role.Manager, Role.Owner, Role.SuperOwner] as const;

/** A new shared task of the team workspace, made by its super owner. */
async function newTask({ people }: MatrixContext, deleted = false): Promise<string> {
  const res = await people.SuperOwner.agent
    .post('/v1/tasks')
    .send({ name: 'Matrix task' })
    .expect(201);
  const id = (res.body as { id: string }).id;
  if (deleted) await people.SuperOwner.agent.delete(`/v1/tasks/${id}/pseudo`).expect(200);
  return id;
}

/** Authorization matrix rows for the tasks routes. */
export const TASKS_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/tasks/workspace/{id}',
    allow: ALL,
    arrange: ({ workspaceId }) => Promise.resolve({ path: `/v1/tasks/workspace/${workspaceId}` }),
  },
  {
    route: 'GET /v1/tasks/pages',
    allow: ALL,
    // Pages the caller's own active workspace.
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/tasks/pages',
        query: { 'marker.page': '1', 'marker.item': '100' },
      }),
  },
  {
    route: 'POST /v1/tasks',
    allow: MANAGERS,
    // Creates in the caller's own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/tasks', body: { name: 'Matrix task' } }),
  },
  {
    route: 'DELETE /v1/tasks/tasks/pseudo',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: '/v1/tasks/tasks/pseudo',
      body: { id_tasks: [await newTask(ctx), await newTask(ctx)] },
    }),
  },
  {
    route: 'PATCH /v1/tasks/tasks/restore',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: '/v1/tasks/tasks/restore',
      body: { id_tasks: [await newTask(ctx, true)] },
    }),
  },
  {
    route: 'DELETE /v1/tasks/projects/{projectId}/favorites/{name}',
    // Favourite marks are the caller's own.
    allow: ALL,
    arrange: async (ctx) => ({
      path: `/v1/tasks/projects/${await newProject(ctx)}/favorites/Matrix%20task`,
    }),
  },
  {
    route: 'PATCH /v1/tasks/{id}',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/tasks/${await newTask(ctx)}`,
      body: { name: 'Renamed', priority: 3 },
    }),
  },
  {
    route: 'PATCH /v1/tasks/{id}/status',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/tasks/${await newTask(ctx)}/status`,
      body: { status: 'DONE' },
    }),
  },
  {
    route: 'DELETE /v1/tasks/{id}',
    allow: MANAGERS,
    arrange: async (ctx) => ({ path: `/v1/tasks/${await newTask(ctx)}` }),
  },
  {
    route: 'DELETE /v1/tasks/{id}/pseudo',
    allow: MANAGERS,
    arrange: async (ctx) => ({ path: `/v1/tasks/${await newTask(ctx)}/pseudo` }),
  },
  {
    route: 'GET /v1/tasks/{id}/is-used',
    allow: ALL,
    arrange: async (ctx) => ({ path: `/v1/tasks/${await newTask(ctx)}/is-used` }),
  },
  {
    route: 'PATCH /v1/tasks/{id}/deleted',
    allow: MANAGERS,
    arrange: async (ctx) => ({ path: `/v1/tasks/${await newTask(ctx, true)}/deleted` }),
  },
  {
    route: 'PATCH /v1/tasks/{id}/is-archived',
    allow: MANAGERS,
    arrange: async (ctx) => ({ path: `/v1/tasks/${await newTask(ctx)}/is-archived` }),
  },
  {
    route: 'DELETE /v1/tasks/{id}/is-archived',
    allow: MANAGERS,
    arrange: async (ctx) => {
      const id = await newTask(ctx);
      await ctx.people.SuperOwner.agent.patch(`/v1/tasks/${id}/is-archived`).expect(200);
      return { path: `/v1/tasks/${id}/is-archived` };
    },
  },
];
