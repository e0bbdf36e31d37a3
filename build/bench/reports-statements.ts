import type pg from 'pg';
import { startServer, stopServer } from './bench-support.js';
import { type CapturedStatement, startPgCapture } from './pg-capture.js';
import type { ReportCase } from './reports-cases.js';
import { call } from './reports-http.js';
import type { ReportContext } from './reports-setup.js';

/**
 * What the API sends PostgreSQL for one call of each report, seen on the wire (pg-capture):
 * how many queries (transaction control and a cursor's FETCHes are not queries of their own),
 * how many of them the authentication of any request costs, and the slowest one's plan.
 */
export interface StatementCount {
  /** Queries the call ran, authentication included. */
  queries: number;
  /** Queries the authentication of the same request runs (an invalid query of the route). */
  auth: number;
  /** FETCHes from a cursor (an export streaming its rows). */
  fetches: number;
  texts: string[];
  plan: SlowestQuery | null;
}

/** The slowest query of a call as EXPLAIN ANALYZE saw it, with the server's default settings. */
export interface SlowestQuery {
  ms: number;
  /** Time PostgreSQL spent compiling the query (JIT), part of `ms`. */
  jitMs: number;
  planMs: number;
  /** The plan's top node, then every table it reads and how. */
  nodes: string;
  text: string;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

interface Explained {
  Plan: PlanNode;
  'Execution Time': number;
  'Planning Time': number;
  JIT?: { Timing: { Total: number } };
}

function scans(node: PlanNode, into: Set<string>): Set<string> {
  const on = node['Index Name'] ?? node['Relation Name'];
  if (/Scan$/.test(node['Node Type']) && node['Node Type'] !== 'Bitmap Heap Scan' && on) {
    into.add(`${node['Node Type']} (${on})`);
  }
  for (const child of node.Plans ?? []) scans(child, into);
  return into;
}

/** EXPLAIN ANALYZE of every query (a cursor's as its SELECT); the slowest one in short. */
async function slowest(pool: pg.Pool, queries: CapturedStatement[]): Promise<SlowestQuery | null> {
  let found: SlowestQuery | null = null;
  for (const query of queries) {
    const text = query.text.replace(DECLARE, '');
    if (!/^\s*(SELECT|WITH)\b/i.test(text)) continue;
    const { rows } = await pool
      .query<{ 'QUERY PLAN': [Explained] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, query.values)
      .catch(() => ({ rows: [] }));
    const plan = rows[0]?.['QUERY PLAN'][0];
    if (!plan || (found && found.ms >= plan['Execution Time'])) continue;
    found = {
      ms: plan['Execution Time'],
      jitMs: plan.JIT?.Timing.Total ?? 0,
      planMs: plan['Planning Time'],
      nodes: `${plan.Plan['Node Type']}: ${[...scans(plan.Plan, new Set())].join(', ')}`,
      text,
    };
  }
  return found;
}

const CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|START|SET|SAVEPOINT|RELEASE|CLOSE|SHOW|DISCARD)\b/i;
const FETCH = /^\s*FETCH\b/i;
const DECLARE = /^\s*DECLARE\s+\S+\s+(?:[A-Z ]*?)CURSOR\s+(?:WITH(?:OUT)?\s+HOLD\s+)?FOR\s+/i;

function classify(statements: CapturedStatement[]) {
  const queries = statements.filter((s) => !CONTROL.test(s.text) && !FETCH.test(s.text));
  return { queries, fetches: statements.filter((s) => FETCH.test(s.text)).length };
}

/** The route of a case with no query string: a 400 after authentication, nothing else. */
function baselinePath(path: string): string {
  return `${path.split('?')[0] ?? path}?start_time=not-a-number`;
}

export async function countStatements(
  databaseUrl: string,
  port: number,
  ctx: ReportContext,
  cases: ReportCase[],
  pool: pg.Pool,
  env: Record<string, string>,
): Promise<Map<string, StatementCount>> {
  const capture = await startPgCapture(databaseUrl);
  const server = await startServer(capture.url, port, env);
  const counts = new Map<string, StatementCount>();
  const token = ctx.owner.token;
  try {
    for (const report of cases) {
      const path = report.path(ctx);
      if (!report.isExport) await call(port, path, token);
      await call(port, baselinePath(path), token);
      capture.start();
      await call(port, baselinePath(path), token);
      const auth = classify(capture.stop()).queries.length;
      capture.start();
      const answer = await call(port, path, token);
      const { queries, fetches } = classify(capture.stop());
      counts.set(report.label, {
        queries: answer.status === 200 ? queries.length : Number.NaN,
        auth,
        fetches,
        texts: queries.map((q) => q.text.replace(/\s+/g, ' ').slice(0, 160)),
        plan: answer.status === 200 ? await slowest(pool, queries) : null,
      });
    }
  } finally {
    await stopServer(server);
    await capture.close();
  }
  return counts;
}
