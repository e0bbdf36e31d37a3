import type pg from 'pg';
import type { CapturedStatement } from './pg-capture.js';

/** The slowest read statement of a request as EXPLAIN ANALYZE saw it. */
export interface PlanSummary {
  ms: number;
  statements: number;
  /** The plan's top node, then every table it reads and how (sequential scans are the ones to look at). */
  nodes: string;
  statement: CapturedStatement;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, into: PlanNode[]): PlanNode[] {
  into.push(node);
  for (const child of node.Plans ?? []) walk(child, into);
  return into;
}

function describe(node: PlanNode): string {
  const on = node['Index Name'] ?? node['Relation Name'];
  return on ? `${node['Node Type']} (${on})` : node['Node Type'];
}

/**
 * EXPLAIN ANALYZE of each captured SELECT (writes and locking reads are left alone), and the
 * slowest one's plan in short. Runs each statement once more, with the values the API bound.
 */
export async function planSummary(
  pool: pg.Pool,
  statements: CapturedStatement[],
): Promise<PlanSummary | null> {
  let slowest: PlanSummary | null = null;
  let reads = 0;
  for (const statement of statements) {
    const text = statement.text.trim();
    if (!/^(SELECT|WITH)\b/i.test(text) || /FOR (UPDATE|SHARE|NO KEY UPDATE)/i.test(text)) continue;
    reads += 1;
    // A statement that cannot be explained alone (a parameter's type only its original
    // context told) is left out rather than failing the whole run.
    const rows = await pool
      .query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
        statement.values,
      )
      .then((result) => result.rows)
      .catch(() => []);
    const explained = rows[0]?.['QUERY PLAN'][0];
    if (!explained || (slowest && slowest.ms >= explained['Execution Time'])) continue;
    // Bitmap heap scans are named by their bitmap index scans below them.
    const scans = walk(explained.Plan, [])
      .filter((node) => /Scan$/.test(node['Node Type']) && node['Node Type'] !== 'Bitmap Heap Scan')
      .filter((node) => node['Relation Name'] ?? node['Index Name'])
      .map(describe);
    slowest = {
      ms: explained['Execution Time'],
      statements: 0,
      nodes: `${explained.Plan['Node Type']}: ${[...new Set(scans)].join(', ')}`,
      statement,
    };
  }
  return slowest ? { ...slowest, statements: reads } : null;
}
