import { Role, ROLES } from '@punchcard/shared';
import { newRow } from '../support/factory.js';
import { KEY_REFUSED, type MatrixContext, type MatrixRow, personOf, PNG_PIXEL } from './matrix.js';

const ALL = ROLES;
/** Roles holding MANAGE_WORKSPACE_SETTINGS under the default map. */
const MANAGE = [Role.Owner, Role.SuperOwner] as const;

/** A recent action of the caller in their active workspace, so each delete has its own row. */
async function newRecentAction(ctx: MatrixContext, caller: Parameters<typeof personOf>[1]) {
  const person = personOf(ctx, caller);
  if (!person) return '00000000-0000-4000-8000-000000000000';
  const workspace = caller === 'Outsider' ? ctx.outsider.workspaceId : ctx.workspaceId;
  return newRow(ctx.t, 'recent_actions', {
    id_workspace: workspace,
    id_user: person.id,
    description: 'Matrix',
    used_at: new Date(),
  });
}

/**
 * Authorization matrix rows for the workspace settings (all act on the caller's ACTIVE workspace,
 * so the outsider acts on their own FREE one) and the account preferences.
 */
export const SETTINGS_ROWS: MatrixRow[] = [
  {
    route: 'PATCH /v1/workspaces/avatar',
    allow: MANAGE,
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/workspaces/avatar',
        file: { bytes: PNG_PIXEL, name: 'avatar.png' },
      }),
  },
  {
    route: 'PATCH /v1/workspaces/project-visibility',
    allow: MANAGE,
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/workspaces/project-visibility',
        body: { project_visibility: 'SUMMARY' },
      }),
  },
  {
    route: 'PUT /v1/workspaces/workspace-settings/time',
    allow: MANAGE,
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/workspaces/workspace-settings/time',
        body: { is_required: true },
      }),
  },
  {
    route: 'PATCH /v1/workspaces/approval-setting/{required}',
    allow: MANAGE,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/approval-setting/false' }),
  },
  {
    route: 'PATCH /v1/workspaces/kiosk-settings',
    allow: MANAGE,
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({ path: '/v1/workspaces/kiosk-settings', body: { is_kiosk_enabled: true } }),
  },
  {
    route: 'PATCH /v1/workspaces/pomodoro-customization-settings',
    allow: MANAGE,
    // The outsider's FREE workspace lacks pomodoro settings.
    outsider: 403,
    arrange: () =>
      Promise.resolve({
        path: '/v1/workspaces/pomodoro-customization-settings',
        body: { is_pomodoro_customization_enabled: true },
      }),
  },
  {
    route: 'PATCH /v1/workspaces/plan',
    allow: [Role.SuperOwner],
    outsider: 'allow',
    // Each workspace keeps the plan it has, so later rows see the same plans.
    arrange: (_ctx, caller) =>
      Promise.resolve({
        path: '/v1/workspaces/plan',
        body: { plan: caller === 'Outsider' ? 'FREE' : 'BASIC' },
      }),
  },
  {
    route: 'PATCH /v1/workspaces/currency',
    allow: MANAGE,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/currency', body: { currency: 'usd' } }),
  },
  {
    route: 'PATCH /v1/workspaces/profile',
    allow: MANAGE,
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/workspaces/profile',
        body: { address: '1-1 Chiyoda, Tokyo', time_zone: 'Asia/Tokyo' },
      }),
  },
  {
    route: 'GET /v1/workspaces/deleted',
    // Every account may ask; each sees only the workspaces it super-owns.
    allow: ALL,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    arrange: () => Promise.resolve({ path: '/v1/workspaces/deleted' }),
  },
  {
    route: 'GET /v1/workspaces/recent-actions',
    allow: ALL,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/recent-actions' }),
  },
  {
    route: 'DELETE /v1/workspaces/recent-actions',
    allow: ALL,
    // Removes the caller's own recent actions.
    outsider: 'allow',
    arrange: async (ctx, caller) => ({
      path: '/v1/workspaces/recent-actions',
      body: { recent_actions: [await newRecentAction(ctx, caller)] },
    }),
  },
  {
    route: 'PATCH /v1/activities/settings',
    allow: MANAGE,
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({ path: '/v1/activities/settings', body: { is_task_required: false } }),
  },
  {
    route: 'GET /v1/accounts/me/preferences',
    allow: ALL,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/accounts/me/preferences' }),
  },
  {
    route: 'PATCH /v1/accounts/me/location/workspace-time',
    allow: ALL,
    // The outsider's FREE workspace does not record locations.
    outsider: 412,
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/me/location/workspace-time',
        body: { is_location_on: false },
      }),
  },
  {
    route: 'PATCH /v1/accounts/me/location/timestamp',
    allow: ALL,
    outsider: 412,
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/me/location/timestamp',
        body: { is_location_on: false },
      }),
  },
  {
    route: 'PATCH /v1/accounts/me/pomodoro/status',
    allow: ALL,
    outsider: 'allow',
    // Account-wide, like the settings below: a key may not change it.
    apiKey: KEY_REFUSED,
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/me/pomodoro/status',
        body: { is_pomodoro_enabled: true },
      }),
  },
  {
    route: 'PATCH /v1/accounts/me/pomodoro/settings',
    allow: ALL,
    // The outsider's FREE workspace lacks pomodoro settings.
    outsider: 403,
    // Stored on the account, not the membership.
    apiKey: KEY_REFUSED,
    // The team's administrators allow customisation first.
    arrange: async ({ people }) => {
      await people.SuperOwner.agent
        .patch('/v1/workspaces/pomodoro-customization-settings')
        .send({ is_pomodoro_customization_enabled: true })
        .expect(200);
      return { path: '/v1/accounts/me/pomodoro/settings', body: { work: 1500, rounds: 4 } };
    },
  },
];
