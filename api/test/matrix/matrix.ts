import { Role, ROLES } from '@punchcard/shared';
import { newTeam, newWorkspace, type Person } from '../support/factory.js';
import { type PunchKiosk, punchKiosk } from '../support/punches.js';
import type { TestAgent, TestApp } from '../support/test-app.js';

/**
 * Everyone the matrix calls a route as. `ApiKey` is the team super owner's member API key, sent
 * as `Authorization: Bearer` without a cookie: the most powerful key there is. `Kiosk` is a
 * paired kiosk of the team workspace (`Authorization: Kiosk <token>`): no member at all.
 */
export type Caller = Role | 'ApiKey' | 'Kiosk' | 'Outsider' | 'SignedOut';
export const CALLERS: readonly Caller[] = [...ROLES, 'ApiKey', 'Kiosk', 'Outsider', 'SignedOut'];

/** What a key gets on an account-level route: 403 `error.api_key_not_allowed`. */
export const KEY_REFUSED = 'refused';

/**
 * One workspace on the BASIC plan (every feature on, so role permissions decide) with a member of
 * each role and the super owner's API key, plus an outsider: the super owner of another
 * workspace, active there.
 */
export interface MatrixContext {
  t: TestApp;
  workspaceId: string;
  people: Record<Role, Person>;
  /** The super owner (same user) calling with their key of the team workspace. */
  apiKey: Person;
  /** A paired kiosk of the team workspace; the test keeps its signing key for punches. */
  kiosk: PunchKiosk;
  outsider: Person & { workspaceId: string };
}

export interface MatrixCall {
  path: string;
  body?: object;
  query?: Record<string, string | string[]>;
  /** Sent as multipart field `file`. */
  file?: { bytes: Buffer; name: string };
}

export interface MatrixRow {
  /** `METHOD /v1/path/{param}`, exactly as in the OpenAPI document. */
  route: string;
  /** Roles of the team workspace that succeed (any 2xx). */
  allow: readonly Role[];
  /** What the outsider gets: 'allow' when the route acts only on the caller's own data or active workspace. Default 404. */
  outsider?: 'allow' | number;
  /** What a caller without credentials gets: 'allow' for public routes. Default 401. */
  signedOut?: 'allow' | number;
  /** Status for team roles not in `allow`. Default 403. */
  denied?: number;
  /** Overrides for particular callers (a status, or 'allow'). */
  expect?: Partial<Record<Caller, 'allow' | number>>;
  /** What the super owner's API key gets. Default: what the SuperOwner gets. */
  apiKey?: 'allow' | typeof KEY_REFUSED | number;
  /**
   * What the team's kiosk token gets. Default: what a signed-out caller gets (401 unless the
   * route is public): the member guard takes no Kiosk scheme, only device calls do.
   */
  kiosk?: 'allow' | number;
  /** The call ends or changes the caller's account: use a new team for every caller. */
  fresh?: boolean;
  /** Creates what one call needs (a fresh object each time) and answers the request. */
  arrange: (ctx: MatrixContext, caller: Caller) => Promise<MatrixCall>;
}

export async function matrixTeam(t: TestApp): Promise<MatrixContext> {
  const team = await newTeam(t, { name: 'Matrix Team', via: 'sign-up', concurrently: true });
  const outsider = await newWorkspace(t, { name: 'Elsewhere' });
  const minted = await team.superOwner.agent.patch('/v1/accounts/me/token').expect(200);
  const apiKey = t
    .agent()
    .set('Authorization', `Bearer ${(minted.body as { token: string }).token}`);
  return {
    t,
    workspaceId: team.workspaceId,
    apiKey: { id: team.superOwner.id, email: team.superOwner.email, agent: apiKey },
    people: {
      Guest: team.guest,
      Member: team.member,
      Manager: team.manager,
      Owner: team.owner,
      SuperOwner: team.superOwner,
    },
    outsider,
    kiosk: await punchKiosk(t, team.superOwner, 'Matrix kiosk'),
  };
}

/** The person behind a caller (undefined when signed out, and for the kiosk: no member). */
export function personOf(ctx: MatrixContext, caller: Caller): Person | undefined {
  if (caller === 'SignedOut' || caller === 'Kiosk') return undefined;
  if (caller === 'ApiKey') return ctx.apiKey;
  return caller === 'Outsider' ? ctx.outsider : ctx.people[caller];
}

/** What the caller sends its requests with. */
export function agentOf(ctx: MatrixContext, caller: Caller): TestAgent {
  if (caller === 'Kiosk') return ctx.kiosk.device;
  return personOf(ctx, caller)?.agent ?? ctx.t.agent();
}

/** A 1x1 PNG, the smallest valid avatar. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
