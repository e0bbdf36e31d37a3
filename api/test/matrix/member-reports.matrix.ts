import { ROLES, Role } from '@punchcard/shared';
import { newMember } from '../support/factory.js';
import { type MatrixRow, personOf } from './matrix.js';

/** Holders of VIEW_MEMBER_TIMESTAMPS under the default map. */
const VIEWERS = [Role.Manager, Role.Owner, Role.SuperOwner] as const;

/** The day before the matrix runs: every report read needs a period. */
const DAY_BEFORE = {
  start: Math.floor(Date.now() / 1000) - 86_400,
  end: Math.floor(Date.now() / 1000),
};

const NIL = '00000000-0000-4000-8000-000000000000';

/**
 * The member summary report, the activity report and the AI suggestions (built-in generator:
 * the matrix configures no model). One's own report is everyone's; another member's needs
 * VIEW_MEMBER_TIMESTAMPS, so those rows ask about a new member who is none of the callers.
 */
export const MEMBER_REPORTS_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/workspaces/members/me/reports',
    allow: ROLES,
    // The caller's own report in their own active workspace.
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/workspaces/members/me/reports',
        query: { start_time: String(DAY_BEFORE.start), end_time: String(DAY_BEFORE.end) },
      }),
  },
  {
    route: 'GET /v1/workspaces/members/{memberId}/reports',
    allow: VIEWERS,
    // The outsider may view timestamps in their own workspace, where the member is not.
    arrange: async ({ t, workspaceId }) => {
      const member = await newMember(t, workspaceId, Role.Member, { via: 'none' });
      return {
        path: `/v1/workspaces/members/${member.id}/reports`,
        query: {
          start_time: String(DAY_BEFORE.start),
          end_time: String(DAY_BEFORE.end),
          with_projects: 'true',
          with_workspace_time: 'true',
        },
      };
    },
  },
  {
    route: 'GET /v1/activities/member/report',
    allow: ROLES,
    // Without id_members: the caller's own, in their own active workspace.
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/activities/member/report',
        query: { 'date.start': String(DAY_BEFORE.start), 'date.end': String(DAY_BEFORE.end) },
      }),
  },
  {
    route: 'POST /v1/openai/report/suggestions',
    allow: ROLES,
    // Suggestions on the caller's own report, in their own active workspace.
    outsider: 'allow',
    arrange: (ctx, caller) =>
      Promise.resolve({
        path: '/v1/openai/report/suggestions',
        body: {
          id_user: personOf(ctx, caller)?.id ?? NIL,
          start_date: DAY_BEFORE.start,
          end_date: DAY_BEFORE.end,
          lang: 'English',
        },
      }),
  },
  {
    route: 'GET /v1/openai/workspaces/{workspaceId}/users/{userId}/lang/{locale}',
    allow: ROLES,
    // The team workspace is not the outsider's: 404 (default).
    arrange: (ctx, caller) =>
      Promise.resolve({
        path: `/v1/openai/workspaces/${ctx.workspaceId}/users/${personOf(ctx, caller)?.id ?? NIL}/lang/ja`,
      }),
  },
];
