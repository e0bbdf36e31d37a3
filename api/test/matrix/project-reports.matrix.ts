import { ROLES } from '@punchcard/shared';
import type { MatrixContext, MatrixRow } from './matrix.js';
import { newProject } from './projects.matrix.js';

/** The day before now, as every project report call takes a window. */
const DAY_WINDOW = {
  start_time: String(Math.floor(Date.now() / 1000) - 86_400),
  end_time: String(Math.floor(Date.now() / 1000)),
};

/** A query on a new public project of the team workspace (the outsider's answer: 404). */
async function reportQuery(ctx: MatrixContext, more: Record<string, string> = {}) {
  return { id_project: await newProject(ctx), ...DAY_WINDOW, ...more };
}

/**
 * Project member reports: every member of the workspace may read the report of a project they
 * see; what rows and money it shows is the service's (the workspace's visibility setting).
 */
export const PROJECT_REPORTS_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/projects/members/reports/pages',
    allow: ROLES,
    arrange: async (ctx) => ({
      path: '/v1/projects/members/reports/pages',
      query: await reportQuery(ctx),
    }),
  },
  {
    route: 'GET /v1/projects/members/reports/pages/pdf',
    allow: ROLES,
    arrange: async (ctx) => ({
      path: '/v1/projects/members/reports/pages/pdf',
      query: await reportQuery(ctx),
    }),
  },
  {
    route: 'GET /v1/projects/members/reports/export',
    allow: ROLES,
    arrange: async (ctx) => ({
      path: '/v1/projects/members/reports/export',
      query: await reportQuery(ctx, { format: 'csv' }),
    }),
  },
];
