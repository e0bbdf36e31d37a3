import { Role, ROLES } from '@punchcard/shared';
import { kioskPublicKey } from '../support/kiosks.js';
import type { MatrixContext, MatrixRow } from './matrix.js';

/** Roles holding MANAGE_WORKSPACE_SETTINGS under the default map. */
const MANAGE = [Role.Owner, Role.SuperOwner] as const;

/** A new kiosk of the team workspace, registered by its super owner: its id and pairing code. */
async function newKiosk({ people }: MatrixContext): Promise<{ id: string; code: string }> {
  const res = await people.SuperOwner.agent.post('/v1/kiosks').send({ name: 'Matrix kiosk' });
  const body = res.body as { id: string; pairing_code: string };
  return { id: body.id, code: body.pairing_code };
}

/**
 * A device call: only `Authorization: Kiosk <token>` opens it, so the team's kiosk succeeds and
 * every member credential (or none) gets 401. Every other row proves the kiosk token gets nothing
 * else (the matrix's default for the Kiosk caller).
 */
export const DEVICE_ONLY = {
  allow: [],
  denied: 401,
  outsider: 401,
  apiKey: 401,
  kiosk: 'allow',
} as const;

/** Authorization matrix rows for the kiosk fleet and the kiosk device calls. */
export const KIOSKS_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/kiosks',
    allow: MANAGE,
    // Lists the caller's own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/kiosks' }),
  },
  {
    route: 'POST /v1/kiosks',
    allow: MANAGE,
    // Registers in the caller's own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/kiosks', body: { name: 'Matrix kiosk' } }),
  },
  {
    route: 'PATCH /v1/kiosks/{id}',
    allow: MANAGE,
    arrange: async (ctx) => ({
      path: `/v1/kiosks/${(await newKiosk(ctx)).id}`,
      body: { name: 'Renamed', locked: true },
    }),
  },
  {
    route: 'POST /v1/kiosks/{id}/pairing-code',
    allow: MANAGE,
    arrange: async (ctx) => ({ path: `/v1/kiosks/${(await newKiosk(ctx)).id}/pairing-code` }),
  },
  {
    route: 'DELETE /v1/kiosks/{id}',
    allow: MANAGE,
    arrange: async (ctx) => ({ path: `/v1/kiosks/${(await newKiosk(ctx)).id}` }),
  },
  {
    route: 'POST /v1/kiosk/pair',
    // Public: the pairing code is the credential, whoever sends it.
    allow: ROLES,
    outsider: 'allow',
    signedOut: 'allow',
    arrange: async (ctx) => ({
      path: '/v1/kiosk/pair',
      body: { code: (await newKiosk(ctx)).code, public_key: kioskPublicKey() },
    }),
  },
  {
    route: 'POST /v1/kiosk/heartbeat',
    ...DEVICE_ONLY,
    arrange: () =>
      Promise.resolve({
        path: '/v1/kiosk/heartbeat',
        body: { app_version: '1.0.0', queued: 0, last_seq: 0 },
      }),
  },
  {
    route: 'GET /v1/kiosk/config',
    ...DEVICE_ONLY,
    arrange: () => Promise.resolve({ path: '/v1/kiosk/config' }),
  },
];
