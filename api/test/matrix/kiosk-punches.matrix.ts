import { PunchAction, Role, ROLES } from '@punchcard/shared';
import sharp from 'sharp';
import { nowSeconds } from '../support/factory.js';
import { DEVICE_ONLY } from './kiosks.matrix.js';
import type { MatrixRow } from './matrix.js';

/** Roles holding MANAGE_WORKSPACE_SETTINGS under the default map. */
const MANAGE = [Role.Owner, Role.SuperOwner] as const;
/** Roles holding VIEW_MEMBER_TIMESTAMPS under the default map. */
const VIEWERS = [Role.Manager, Role.Owner, Role.SuperOwner] as const;

/** A small real JPEG, as a kiosk camera sends it. */
const selfie = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#888888' } })
    .jpeg()
    .toBuffer();

/** Authorization matrix rows for kiosk punches, selfies and presence. */
export const KIOSK_PUNCHES_ROWS: MatrixRow[] = [
  {
    route: 'POST /v1/kiosk/punches',
    ...DEVICE_ONLY,
    arrange: async (ctx, caller) => {
      if (caller !== 'Kiosk') return { path: '/v1/kiosk/punches', body: { punches: [{}] } };
      // A signed entry of the kiosk's journal; ending a break nobody started changes nothing.
      const entry = await ctx.kiosk.journal.next({
        action: PunchAction.BreakEnd,
        at: nowSeconds(ctx.t),
        credential: await ctx.kiosk.session(ctx.people.Member.id),
      });
      return { path: '/v1/kiosk/punches', body: { punches: [entry] } };
    },
  },
  {
    route: 'POST /v1/kiosk/selfies',
    ...DEVICE_ONLY,
    arrange: async () => ({
      path: '/v1/kiosk/selfies',
      file: { bytes: await selfie(), name: 'selfie.jpg' },
    }),
  },
  {
    route: 'GET /v1/kiosk/presence',
    ...DEVICE_ONLY,
    arrange: () => Promise.resolve({ path: '/v1/kiosk/presence' }),
  },
  {
    route: 'GET /v1/kiosks/punches',
    allow: MANAGE,
    // Lists the caller's own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/kiosks/punches?status=rejected' }),
  },
  {
    route: 'GET /v1/workspaces/presence',
    allow: VIEWERS,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/presence' }),
  },
  {
    route: 'GET /v1/workspaces/selfies',
    // Everyone sees their own; VIEW_MEMBER_TIMESTAMPS widens it to everyone's.
    allow: ROLES,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/selfies' }),
  },
];
