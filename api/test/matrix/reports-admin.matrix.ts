import { DEFAULT_SCHEDULE_DAYS, Role, ROLES, type Seal } from '@punchcard/shared';
import { setPlan, sql } from '../support/db.js';
import type { MatrixContext, MatrixRow } from './matrix.js';

const ALL = ROLES;
const MANAGERS = [Role.Manager, Role.Owner, Role.SuperOwner] as const;
const OWNERS = [Role.Owner, Role.SuperOwner] as const;
const SEALS = '/v1/workspaces/reports/seals';

const days = DEFAULT_SCHEDULE_DAYS.map((day) => ({ ...day }));

/**
 * Every sealing call needs a period no live seal covers yet: each takes the next month back
 * from 2001-12 (the team workspace's seals never overlap, whatever order the callers run in).
 * Long before any time other rows arrange, so a seal never freezes a request another row makes.
 */
let monthsBack = 0;
function nextMonth(): string {
  const month = new Date(Date.UTC(2001, 11 - monthsBack, 15));
  monthsBack += 1;
  return month.toISOString().slice(0, 10);
}

/**
 * Runs `arrange` with the team on a plan that has the attendance report: the FREE run of the
 * matrix (free-plan-matrix.spec.ts) still needs a seal and its export to aim its calls at.
 */
async function onFullPlan<T>(ctx: MatrixContext, arrange: () => Promise<T>): Promise<T> {
  const rows = await sql<{ plan: string }>(ctx.t, 'SELECT plan FROM workspaces WHERE id = $1', [
    ctx.workspaceId,
  ]);
  const plan = rows[0]?.plan ?? 'FREE';
  await setPlan(ctx.t, ctx.workspaceId, 'BUSINESS');
  try {
    return await arrange();
  } finally {
    await setPlan(ctx.t, ctx.workspaceId, plan);
  }
}

/** A fresh live seal of the team workspace, made by its super owner. */
function newSeal(ctx: MatrixContext): Promise<Seal> {
  return onFullPlan(ctx, async () => {
    const res = await ctx.people.SuperOwner.agent
      .post(SEALS)
      .send({ unit: 'month', date: nextMonth() })
      .expect(201);
    return res.body as Seal;
  });
}

/** One seal and its CSV export per matrix run: verifying reads both and changes neither. */
const exported = new WeakMap<MatrixContext, Promise<{ seal: Seal; csv: Buffer }>>();
function sealWithExport(ctx: MatrixContext): Promise<{ seal: Seal; csv: Buffer }> {
  let found = exported.get(ctx);
  if (!found) {
    found = onFullPlan(ctx, async () => {
      const seal = await newSeal(ctx);
      const res = await ctx.people.SuperOwner.agent
        .get('/v1/workspaces/reports/attendance/export')
        .query({ format: 'csv', start_time: seal.start, end_time: seal.end, period: 'Daily' })
        .expect(200);
      return { seal, csv: Buffer.from(res.text, 'utf8') };
    });
    exported.set(ctx, found);
  }
  return found;
}

/**
 * Work schedules (any member reads the workspace's; the settings permission changes it; members'
 * own need VIEW_MEMBER_TIMESTAMPS to read and MANAGE_WORKSPACE_MEMBERS to change) and sealed
 * payroll periods (sealing needs MANAGE_WORKSPACE_TIME_MODIFICATION and the attendance report
 * plan feature, which the outsider's FREE workspace lacks; reopening is the owners' alone).
 */
export const REPORTS_ADMIN_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/workspaces/schedule',
    allow: ALL,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/schedule' }),
  },
  {
    route: 'PUT /v1/workspaces/schedule',
    allow: OWNERS,
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/workspaces/schedule',
        body: { days, effective_from: '2026-01-01' },
      }),
  },
  {
    route: 'GET /v1/workspaces/members/{memberId}/schedule',
    allow: [Role.Member, ...MANAGERS],
    arrange: (ctx) =>
      Promise.resolve({ path: `/v1/workspaces/members/${ctx.people.Member.id}/schedule` }),
  },
  {
    route: 'PUT /v1/workspaces/members/{memberId}/schedule',
    allow: MANAGERS,
    arrange: (ctx) =>
      Promise.resolve({
        path: `/v1/workspaces/members/${ctx.people.Member.id}/schedule`,
        body: { days, effective_from: '2026-02-01' },
      }),
  },
  {
    route: 'DELETE /v1/workspaces/members/{memberId}/schedule',
    allow: MANAGERS,
    arrange: (ctx) =>
      Promise.resolve({
        path: `/v1/workspaces/members/${ctx.people.Member.id}/schedule`,
        query: { effective_from: '2026-03-01' },
      }),
  },
  {
    route: 'POST /v1/workspaces/reports/seals',
    allow: MANAGERS,
    outsider: 403,
    arrange: () => Promise.resolve({ path: SEALS, body: { unit: 'month', date: nextMonth() } }),
  },
  {
    route: 'GET /v1/workspaces/reports/seals',
    allow: MANAGERS,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: SEALS }),
  },
  {
    route: 'GET /v1/workspaces/reports/seals/{id}',
    allow: MANAGERS,
    arrange: async (ctx) => {
      const { seal } = await sealWithExport(ctx);
      return { path: `${SEALS}/${seal.id}`, query: { digest: seal.digest } };
    },
  },
  {
    route: 'POST /v1/workspaces/reports/seals/{id}/verify',
    allow: MANAGERS,
    arrange: async (ctx) => {
      const { seal, csv } = await sealWithExport(ctx);
      return { path: `${SEALS}/${seal.id}/verify`, file: { bytes: csv, name: 'payroll.csv' } };
    },
  },
  {
    route: 'POST /v1/workspaces/reports/seals/{id}/reopen',
    allow: OWNERS,
    arrange: async (ctx) => {
      const seal = await newSeal(ctx);
      return { path: `${SEALS}/${seal.id}/reopen`, body: { reason: 'Matrix check' } };
    },
  },
];
