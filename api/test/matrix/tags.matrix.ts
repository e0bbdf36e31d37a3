import { randomUUID } from 'node:crypto';
import { Role, ROLES } from '@punchcard/shared';
import type { MatrixContext, MatrixRow } from './matrix.js';

const ALL = ROLES;
/** Roles holding CUD_TAGS under the default map. */
const CUD = [Role.Manager, Role.Owner, Role.SuperOwner] as const;

/** Tag names are unique per workspace, so every call gets its own. */
const uniqueName = () => `tag ${randomUUID().slice(0, 8)}`;

/** A new tag of the team workspace, made by its super owner. */
async function newTag({ people }: MatrixContext, deleted = false): Promise<string> {
  const res = await people.SuperOwner.agent
    .post('/v1/tags')
    .send({ name: uniqueName() })
    .expect(201);
  const id = (res.body as { id: string }).id;
  if (deleted) await people.SuperOwner.agent.delete(`/v1/tags/${id}/pseudo`).expect(200);
  return id;
}

/** Authorization matrix rows for the tags routes. */
export const TAGS_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/tags',
    allow: ALL,
    // Lists the caller's own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/tags', query: { include_deleted: 'true' } }),
  },
  {
    route: 'POST /v1/tags',
    allow: CUD,
    // Creates in the caller's own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/tags', body: { name: uniqueName() } }),
  },
  {
    route: 'PATCH /v1/tags/{id}',
    allow: CUD,
    arrange: async (ctx) => ({
      path: `/v1/tags/${await newTag(ctx)}`,
      body: { name: uniqueName() },
    }),
  },
  {
    route: 'DELETE /v1/tags/{id}/pseudo',
    allow: CUD,
    arrange: async (ctx) => ({ path: `/v1/tags/${await newTag(ctx)}/pseudo` }),
  },
  {
    route: 'PATCH /v1/tags/{id}/restore',
    allow: CUD,
    arrange: async (ctx) => ({ path: `/v1/tags/${await newTag(ctx, true)}/restore` }),
  },
];
