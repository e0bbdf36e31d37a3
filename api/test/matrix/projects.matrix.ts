import { randomUUID } from 'node:crypto';
import { Role, ROLES } from '@punchcard/shared';
import { newRow } from '../support/factory.js';
import type { MatrixContext, MatrixRow } from './matrix.js';

const ALL = ROLES;
/** Roles holding CUD_PROJECT_TASK (and MANAGE_WORKSPACE_MEMBERS) under the default map. */
const MANAGERS = [Role.Manager, Role.Owner, Role.SuperOwner] as const;

/** The day before now, as the time reads of a project take a window. */
const DAY_WINDOW = {
  start: String(Math.floor(Date.now() / 1000) - 86_400),
  end: String(Math.floor(Date.now() / 1000)),
};

/** A new public project of the team workspace, made by its super owner (its only member). */
export async function newProject({ people }: MatrixContext): Promise<string> {
  const res = await people.SuperOwner.agent
    .post('/v1/projects')
    .send({ name: `Matrix project ${randomUUID().slice(0, 8)}` })
    .expect(201);
  return (res.body as { id: string }).id;
}

/** A new project with the team's Member on it. */
async function projectWithMember(ctx: MatrixContext): Promise<string> {
  const id = await newProject(ctx);
  await ctx.people.SuperOwner.agent
    .post(`/v1/projects/${id}/members`)
    .send({ id_user: ctx.people.Member.id })
    .expect(201);
  return id;
}

/** A new client of the team workspace (its own API belongs to the clients module). */
function newClient({ t, workspaceId }: MatrixContext): Promise<string> {
  return newRow(t, 'clients', { id_workspace: workspaceId, name: 'Matrix client' });
}

/** Authorization matrix rows for the projects routes. */
export const PROJECTS_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/projects',
    allow: ALL,
    // Lists the caller's own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/projects', query: { archived: 'false' } }),
  },
  {
    route: 'POST /v1/projects',
    allow: MANAGERS,
    // Creates in the caller's own active workspace.
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/projects',
        body: { name: `Matrix project ${randomUUID().slice(0, 8)}` },
      }),
  },
  {
    route: 'PATCH /v1/projects/members/hourly-rate',
    allow: MANAGERS,
    // The outsider acts on their own FREE workspace, which has no member rates.
    outsider: 403,
    arrange: async (ctx) => ({
      path: '/v1/projects/members/hourly-rate',
      body: {
        rates: [
          { id_project: await newProject(ctx), id_user: ctx.people.SuperOwner.id, hourly_rate: 9 },
        ],
      },
    }),
  },
  {
    route: 'GET /v1/projects/{id}',
    allow: ALL,
    arrange: async (ctx) => ({ path: `/v1/projects/${await newProject(ctx)}` }),
  },
  {
    route: 'PUT /v1/projects/{id}/settings',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/projects/${await newProject(ctx)}/settings`,
      body: { name: `Renamed ${randomUUID().slice(0, 8)}`, is_public: true, hourly_rate: 5 },
    }),
  },
  {
    route: 'PATCH /v1/projects/{id}/is-archived',
    allow: MANAGERS,
    arrange: async (ctx) => ({ path: `/v1/projects/${await newProject(ctx)}/is-archived` }),
  },
  {
    route: 'DELETE /v1/projects/{id}/is-archived',
    allow: MANAGERS,
    arrange: async (ctx) => {
      const id = await newProject(ctx);
      await ctx.people.SuperOwner.agent.patch(`/v1/projects/${id}/is-archived`).expect(200);
      return { path: `/v1/projects/${id}/is-archived` };
    },
  },
  {
    route: 'PATCH /v1/projects/{id}/is-favorite',
    allow: ALL,
    arrange: async (ctx) => ({ path: `/v1/projects/${await newProject(ctx)}/is-favorite` }),
  },
  {
    route: 'DELETE /v1/projects/{id}/is-favorite',
    allow: ALL,
    arrange: async (ctx) => ({ path: `/v1/projects/${await newProject(ctx)}/is-favorite` }),
  },
  {
    route: 'POST /v1/projects/{id}/members/me',
    allow: ALL,
    arrange: async (ctx) => {
      const id = await newProject(ctx);
      // The creator leaves, so every caller (the super owner too) joins anew.
      await ctx.people.SuperOwner.agent.delete(`/v1/projects/${id}/members/me`).expect(200);
      return { path: `/v1/projects/${id}/members/me` };
    },
  },
  {
    route: 'DELETE /v1/projects/{id}/members/me',
    allow: ALL,
    arrange: async (ctx, caller) => {
      const id = await newProject(ctx);
      // The creator (the super owner, also behind the key) is a member already; every other
      // team caller is added first.
      const isCreator = caller === Role.SuperOwner || caller === 'ApiKey';
      const outside = caller === 'Outsider' || caller === 'SignedOut' || caller === 'Kiosk';
      if (!outside && !isCreator) {
        await ctx.people.SuperOwner.agent
          .post(`/v1/projects/${id}/members`)
          .send({ id_user: ctx.people[caller].id })
          .expect(201);
      }
      return { path: `/v1/projects/${id}/members/me` };
    },
  },
  {
    route: 'GET /v1/projects/{id}/total',
    allow: ALL,
    arrange: async (ctx) => ({
      path: `/v1/projects/${await newProject(ctx)}/total`,
      query: DAY_WINDOW,
    }),
  },
  {
    route: 'GET /v1/projects/{id}/activities',
    allow: ALL,
    arrange: async (ctx) => ({
      path: `/v1/projects/${await newProject(ctx)}/activities`,
      query: DAY_WINDOW,
    }),
  },
  {
    route: 'GET /v1/projects/{id}/members',
    allow: ALL,
    arrange: async (ctx) => ({ path: `/v1/projects/${await newProject(ctx)}/members` }),
  },
  {
    route: 'POST /v1/projects/{id}/members',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/projects/${await newProject(ctx)}/members`,
      body: { id_user: ctx.people.Member.id },
    }),
  },
  {
    route: 'POST /v1/projects/{id}/members/remove',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/projects/${await projectWithMember(ctx)}/members/remove`,
      body: { id_user: ctx.people.Member.id },
    }),
  },
  {
    route: 'POST /v1/projects/{id}/clients',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/projects/${await newProject(ctx)}/clients`,
      body: { id_client: await newClient(ctx) },
    }),
  },
  {
    route: 'DELETE /v1/projects/{id}/clients',
    allow: MANAGERS,
    arrange: async (ctx) => {
      const id = await newProject(ctx);
      const idClient = await newClient(ctx);
      await ctx.people.SuperOwner.agent
        .post(`/v1/projects/${id}/clients`)
        .send({ id_client: idClient })
        .expect(201);
      return { path: `/v1/projects/${id}/clients`, query: { clients: [idClient] } };
    },
  },
];
