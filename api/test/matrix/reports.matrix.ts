import { Role } from '@punchcard/shared';
import { DAY, nowSeconds } from '../support/factory.js';
import type { MatrixContext, MatrixRow } from './matrix.js';

/** Roles holding VIEW_MEMBER_TIMESTAMPS under the default map. */
const VIEWERS = [Role.Manager, Role.Owner, Role.SuperOwner] as const;

/** The last week, for every attendance read. */
const lastWeek = (ctx: MatrixContext) => {
  const now = nowSeconds(ctx.t);
  return { start_time: String(now - 7 * DAY), end_time: String(now) };
};

/**
 * Authorization matrix rows for the attendance report routes. They read the caller's active
 * workspace; the outsider's own is on FREE, which lacks the attendance report (403
 * plan_feature_unavailable).
 */
export const REPORTS_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/workspaces/reports/attendance',
    allow: VIEWERS,
    outsider: 403,
    arrange: (ctx) =>
      Promise.resolve({ path: '/v1/workspaces/reports/attendance', query: lastWeek(ctx) }),
  },
  {
    route: 'GET /v1/workspaces/reports/attendance/summary',
    allow: VIEWERS,
    outsider: 403,
    arrange: (ctx) =>
      Promise.resolve({ path: '/v1/workspaces/reports/attendance/summary', query: lastWeek(ctx) }),
  },
  {
    route: 'GET /v1/workspaces/reports/attendance/export',
    allow: VIEWERS,
    outsider: 403,
    arrange: (ctx) =>
      Promise.resolve({
        path: '/v1/workspaces/reports/attendance/export',
        query: { ...lastWeek(ctx), format: 'csv' },
      }),
  },
];
