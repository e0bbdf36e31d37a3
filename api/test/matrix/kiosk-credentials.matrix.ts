import { randomBytes } from 'node:crypto';
import { Role, ROLES } from '@punchcard/shared';
import { newMember } from '../support/factory.js';
import type { MatrixContext, MatrixRow } from './matrix.js';

/** Roles holding MANAGE_WORKSPACE_MEMBERS in the default map. */
const MANAGERS: readonly Role[] = [Role.Manager, Role.Owner, Role.SuperOwner];

/** A new Member of the team workspace for one call. */
async function target({ t, workspaceId }: MatrixContext): Promise<string> {
  return (await newMember(t, workspaceId, Role.Member, { via: 'none' })).id;
}

/** A card UID no other call uses. */
const newUid = () => randomBytes(7).toString('hex').toUpperCase();

/** A new kiosk of the team workspace, registered by its super owner. */
async function newKiosk({ people }: MatrixContext): Promise<string> {
  const res = await people.SuperOwner.agent.post('/v1/kiosks').send({ name: 'Matrix kiosk' });
  return (res.body as { id: string }).id;
}

/** Authorization matrix rows for QR badges, NFC cards and card enrolment mode. */
export const KIOSK_CREDENTIALS_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/workspaces/members/me/badge',
    allow: ROLES,
    // The caller's own badge in their own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/members/me/badge' }),
  },
  {
    route: 'GET /v1/workspaces/members/me/badge/qr',
    allow: ROLES,
    outsider: 'allow',
    // SVG: the PNG encoder is 100 times slower inside jest's VM than in production.
    arrange: () =>
      Promise.resolve({ path: '/v1/workspaces/members/me/badge/qr', query: { format: 'svg' } }),
  },
  {
    route: 'GET /v1/workspaces/members/{id}/badge',
    allow: MANAGERS,
    arrange: async (ctx) => ({ path: `/v1/workspaces/members/${await target(ctx)}/badge` }),
  },
  {
    route: 'POST /v1/workspaces/members/{id}/badge/rotate',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/members/${await target(ctx)}/badge/rotate`,
    }),
  },
  {
    route: 'GET /v1/workspaces/members/{id}/cards',
    allow: MANAGERS,
    arrange: async (ctx) => ({ path: `/v1/workspaces/members/${await target(ctx)}/cards` }),
  },
  {
    route: 'POST /v1/workspaces/members/{id}/cards',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/members/${await target(ctx)}/cards`,
      body: { uid: newUid() },
    }),
  },
  {
    route: 'DELETE /v1/workspaces/members/{id}/cards/{cardId}',
    allow: MANAGERS,
    arrange: async (ctx) => {
      const idUser = await target(ctx);
      const res = await ctx.people.SuperOwner.agent
        .post(`/v1/workspaces/members/${idUser}/cards`)
        .send({ uid: newUid() });
      const card = res.body as { id: string };
      return { path: `/v1/workspaces/members/${idUser}/cards/${card.id}` };
    },
  },
  {
    route: 'POST /v1/kiosks/{id}/enrolment',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/kiosks/${await newKiosk(ctx)}/enrolment`,
      body: { id_user: await target(ctx) },
    }),
  },
  {
    route: 'DELETE /v1/kiosks/{id}/enrolment',
    allow: MANAGERS,
    arrange: async (ctx) => ({ path: `/v1/kiosks/${await newKiosk(ctx)}/enrolment` }),
  },
];
