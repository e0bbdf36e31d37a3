import { randomInt } from 'node:crypto';
import { pinProblem, Role, ROLES } from '@punchcard/shared';
import { randomToken, sha256 } from '#src/auth/tokens.js';
import { PinHasher } from '#src/modules/kiosk-identity/pin-hasher.js';
import { sql } from '../support/db.js';
import { DEVICE_ONLY } from './kiosks.matrix.js';
import {
  type Caller,
  KEY_REFUSED,
  type MatrixContext,
  type MatrixRow,
  personOf,
} from './matrix.js';

const MANAGE = [Role.Owner, Role.SuperOwner] as const;

/** A usable PIN no one else in the matrix has (8 random digits; guessable ones drawn again). */
function freshPin(): string {
  for (;;) {
    const pin = String(randomInt(10_000_000, 100_000_000));
    if (!pinProblem(pin)) return pin;
  }
}

/** Gives the caller's account `pin` (or none), as the PIN routes store it. */
async function givePin(ctx: MatrixContext, caller: Caller, pin: string | null): Promise<void> {
  const person = personOf(ctx, caller);
  if (!person) return;
  await sql(ctx.t, 'DELETE FROM account_pins WHERE id_user = $1', [person.id]);
  if (pin) {
    await sql(ctx.t, 'INSERT INTO account_pins (id_user, pin_hash) VALUES ($1, $2)', [
      person.id,
      ctx.t.app.get(PinHasher).hash(pin),
    ]);
  }
}

/** Authorization matrix rows for the account PIN and kiosk identification. */
export const KIOSK_IDENTITY_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/accounts/me/pin/is-available',
    allow: ROLES,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    arrange: () => Promise.resolve({ path: '/v1/accounts/me/pin/is-available' }),
  },
  {
    route: 'PUT /v1/accounts/me/pin',
    allow: ROLES,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    arrange: async (ctx, caller) => {
      await givePin(ctx, caller, null);
      return { path: '/v1/accounts/me/pin', body: { pin: freshPin() } };
    },
  },
  {
    route: 'PATCH /v1/accounts/me/pin',
    allow: ROLES,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    arrange: async (ctx, caller) => {
      const old = freshPin();
      await givePin(ctx, caller, old);
      return { path: '/v1/accounts/me/pin', body: { old_pin: old, new_pin: freshPin() } };
    },
  },
  {
    route: 'POST /v1/accounts/me/pin/reset-mail',
    allow: ROLES,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    arrange: () => Promise.resolve({ path: '/v1/accounts/me/pin/reset-mail' }),
  },
  {
    route: 'PATCH /v1/accounts/reset/pin',
    // Public: the mailed token is the credential, whoever sends it.
    allow: ROLES,
    outsider: 'allow',
    signedOut: 'allow',
    arrange: async (ctx) => {
      const token = randomToken();
      await sql(
        ctx.t,
        `INSERT INTO pin_resets (id_user, token_hash, expires_at)
         VALUES ($1, $2, now() + interval '1 hour')`,
        [ctx.people.Member.id, sha256(token)],
      );
      return { path: '/v1/accounts/reset/pin', body: { token, new_pin: freshPin() } };
    },
  },
  {
    route: 'POST /v1/kiosk/identify',
    // A device call: only `Authorization: Kiosk <token>` opens it (kiosk-identify.spec.ts).
    ...DEVICE_ONLY,
    arrange: async (ctx, caller) => {
      if (caller !== 'Kiosk') {
        return { path: '/v1/kiosk/identify', body: { method: 'pin', value: '4817' } };
      }
      // The kiosk identifies a member by the PIN they set.
      const pin = freshPin();
      await givePin(ctx, Role.Member, pin);
      return { path: '/v1/kiosk/identify', body: { method: 'pin', value: pin } };
    },
  },
  {
    route: 'GET /v1/kiosks/identify-failures',
    allow: MANAGE,
    // Lists the caller's own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/kiosks/identify-failures' }),
  },
];
