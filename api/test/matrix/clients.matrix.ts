import { randomUUID } from 'node:crypto';
import { Role, ROLES } from '@punchcard/shared';
import { type MatrixContext, type MatrixRow, PNG_PIXEL } from './matrix.js';

const ALL = ROLES;
/** Roles holding CUD_WORKSPACE_CLIENTS under the default map. */
const CUD = [Role.Manager, Role.Owner, Role.SuperOwner] as const;

/** A new client of the team workspace, made by its super owner. */
async function newClient({ people }: MatrixContext, deleted = false): Promise<string> {
  const res = await people.SuperOwner.agent
    .post('/v1/clients')
    .send({ name: `Client ${randomUUID().slice(0, 8)}` })
    .expect(201);
  const id = (res.body as { id: string }).id;
  if (deleted) await people.SuperOwner.agent.delete(`/v1/clients/${id}/pseudo`).expect(200);
  return id;
}

/** Authorization matrix rows for the clients routes. */
export const CLIENTS_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/clients',
    allow: ALL,
    // Lists the caller's own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/clients', query: { include_deleted: 'true' } }),
  },
  {
    route: 'POST /v1/clients',
    allow: CUD,
    // Creates in the caller's own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/clients', body: { name: 'Matrix client' } }),
  },
  {
    route: 'PATCH /v1/clients/{id}/name',
    allow: CUD,
    arrange: async (ctx) => ({
      path: `/v1/clients/${await newClient(ctx)}/name`,
      body: { name: 'Renamed client' },
    }),
  },
  {
    route: 'PATCH /v1/clients/{id}/avatar',
    allow: CUD,
    arrange: async (ctx) => ({
      path: `/v1/clients/${await newClient(ctx)}/avatar`,
      file: { bytes: PNG_PIXEL, name: 'avatar.png' },
    }),
  },
  {
    route: 'DELETE /v1/clients/{id}/pseudo',
    allow: CUD,
    arrange: async (ctx) => ({ path: `/v1/clients/${await newClient(ctx)}/pseudo` }),
  },
  {
    route: 'PATCH /v1/clients/{id}/restore',
    allow: CUD,
    arrange: async (ctx) => ({ path: `/v1/clients/${await newClient(ctx, true)}/restore` }),
  },
];
