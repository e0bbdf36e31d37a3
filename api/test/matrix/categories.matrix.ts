import { Role, ROLES } from '@punchcard/shared';
import type { MatrixContext, MatrixRow } from './matrix.js';

const ALL = ROLES;
/** Roles holding CUD_TASK_CATEGORY under the default map. */
const CUD = [Role.Manager, Role.Owner, Role.SuperOwner] as const;

/** A new category of the team workspace, made by its super owner. */
async function newCategory({ people }: MatrixContext, deleted = false): Promise<string> {
  const res = await people.SuperOwner.agent
    .post('/v1/tasks/categories')
    .send({ name: 'Matrix category' })
    .expect(201);
  const id = (res.body as { id: string }).id;
  if (deleted) {
    await people.SuperOwner.agent.delete(`/v1/workspaces/category/${id}/pseudo`).expect(200);
  }
  return id;
}

/** Authorization matrix rows for the categories routes. */
export const CATEGORIES_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/tasks/categories',
    allow: ALL,
    // Lists the caller's own active workspace.
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({ path: '/v1/tasks/categories', query: { include_deleted: 'true' } }),
  },
  {
    route: 'POST /v1/tasks/categories',
    allow: CUD,
    // Creates in the caller's own active workspace.
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/tasks/categories',
        body: { name: 'Matrix category', color: '#123456' },
      }),
  },
  {
    route: 'PATCH /v1/workspaces/categories',
    allow: CUD,
    arrange: async (ctx) => ({
      path: '/v1/workspaces/categories',
      body: { categories: [{ id: await newCategory(ctx), name: 'Bulk renamed' }] },
    }),
  },
  {
    route: 'PATCH /v1/workspaces/categories/{id}',
    allow: CUD,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/categories/${await newCategory(ctx)}`,
      body: { name: 'Renamed', color: '#ABCDEF' },
    }),
  },
  {
    route: 'GET /v1/workspaces/categories/{id}',
    allow: ALL,
    arrange: async (ctx) => ({ path: `/v1/workspaces/categories/${await newCategory(ctx)}` }),
  },
  {
    route: 'DELETE /v1/workspaces/category/{id}/pseudo',
    allow: CUD,
    arrange: async (ctx) => ({ path: `/v1/workspaces/category/${await newCategory(ctx)}/pseudo` }),
  },
  {
    route: 'DELETE /v1/workspaces/categories/{id}/new/pseudo',
    allow: CUD,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/categories/${await newCategory(ctx)}/new/pseudo`,
      query: { new_id_category: await newCategory(ctx) },
    }),
  },
  {
    route: 'PATCH /v1/workspaces/category/{id}/restore',
    allow: CUD,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/category/${await newCategory(ctx, true)}/restore`,
    }),
  },
  {
    route: 'PATCH /v1/workspaces/categories/{id}/restore',
    allow: CUD,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/categories/${await newCategory(ctx, true)}/restore`,
      body: { new_id_category: await newCategory(ctx) },
    }),
  },
];
