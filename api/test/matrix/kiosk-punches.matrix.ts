import { Role, ROLES } from '@punchcard/shared';
import type { MatrixRow } from './matrix.js';

/** Roles holding MANAGE_WORKSPACE_SETTINGS under the default map. */
const MANAGE = [Role.Owner, Role.SuperOwner] as const;
/** Roles holding VIEW_MEMBER_TIMESTAMPS under the default map. */
const VIEWERS = [Role.Manager, Role.Owner, Role.SuperOwner] as const;

/** Device calls: only `Authorization: Kiosk <token>` opens them (see kiosks.matrix.ts). */
const DEVICE_ONLY = { allow: [], denied: 401, outsider: 401, apiKey: 401 } as const;

/** Authorization matrix rows for kiosk punches, selfies and presence. */
export const KIOSK_PUNCHES_ROWS: MatrixRow[] = [
  {
    route: 'POST /v1/kiosk/punches',
    ...DEVICE_ONLY,
    arrange: () => Promise.resolve({ path: '/v1/kiosk/punches', body: { punches: [{}] } }),
  },
  {
    route: 'POST /v1/kiosk/selfies',
    ...DEVICE_ONLY,
    arrange: () => Promise.resolve({ path: '/v1/kiosk/selfies' }),
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
