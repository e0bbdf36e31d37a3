import { Injectable } from '@nestjs/common';
import { SEARCH_SIZE_CAP } from '@punchcard/shared';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import { retained } from '#src/database/sql/retained.js';
import { Transactions } from '#src/database/transactions.js';

export interface SearchRow {
  type: string;
  id: string;
  title: string;
  subtitle: string | null;
  score: number;
  size: string | number;
}

export interface SearchScope {
  idWorkspace: string;
  idUser: string;
  /** The caller sees private projects they are not a member of. */
  seesAllProjects: boolean;
  /** The caller sees every member's activities (VIEW_MEMBER_TIMESTAMPS), not only their own. */
  seesAllActivities: boolean;
  /** Activities that start earlier are beyond the plan's retention; null keeps all. */
  retentionCutoff: Date | null;
}

/** `%`, `_` and the escape character itself match literally inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The query in the forms the match and the score use. */
interface Query {
  q: string;
  /** `%q%` with LIKE's wildcards escaped. */
  substring: string;
}

/**
 * Whether `text` (code-chosen SQL, a column or an expression of columns) matches the query: a
 * substring (ILIKE: partial words, Japanese, which has no spaces to split on), a trigram
 * similarity above pg_trgm's threshold (`%`, 0.3: typos), or a full-text word match (words in
 * any order). Written on the column itself, in each kind's own WHERE, so the trigram and
 * full-text indexes of activity descriptions (and the trigram indexes of names) serve it; a
 * query of one or two characters has no trigram and is checked row by row, within the caller's
 * own activities for a member.
 */
function matches(text: string, query: Query): Sql {
  const t = sql.raw(text);
  return sql`(${t} ILIKE ${query.substring} OR ${t} % ${query.q}::text
              OR to_tsvector('simple', ${t}) @@ websearch_to_tsquery('simple', ${query.q}::text))`;
}

/**
 * The activities the caller may search. Their own are a few hundred a year: read through the
 * member index and matched one by one, where the planner would AND them with a workspace-wide
 * trigram bitmap that holds tens of thousands of entries for a common word (10-17 ms against
 * 35-40 ms on the seeded year of build/bench/seed-year.ts). `OFFSET 0` keeps the match out of
 * that scan. Everyone's are walked newest first through `(id_workspace, start_at)` until
 * `SEARCH_SIZE_CAP` match (or found through the trigram and full-text indexes for a rare word).
 */
function searchedActivities(scope: SearchScope): Sql {
  if (scope.seesAllActivities) return sql`activities a`;
  return sql`(SELECT * FROM activities
               WHERE id_workspace = ${scope.idWorkspace} AND id_user = ${scope.idUser}
                 AND deleted_at IS NULL
              OFFSET 0) a`;
}

const MEMBER_HAYSTACK = `concat_ws(' ', m.nickname, m.first_name, m.last_name, u.first_name, u.last_name, u.email)`;

/**
 * Every searchable object of the workspace that the caller may see and that matches, as (type,
 * id, title, subtitle, haystack). Visibility: projects public, or the caller's, or all when
 * allowed; tasks in a visible project or in none, personal ones only to their owner; ACTIVE and
 * PENDING members; live activities with a description, the caller's own or everyone's when
 * allowed, within the plan's retention (their subtitle is the project's name when the caller sees
 * the project). Activities are the one kind that grows without bound (730k in the seeded year), so
 * only the newest `SEARCH_SIZE_CAP` matching ones are candidates: scoring and counting every match
 * of a common word cost 0.6-1.2 s (docs/decisions.md).
 */
function candidates(scope: SearchScope, query: Query): Sql {
  return sql`
  visible_projects AS (
    SELECT p.id, p.name FROM projects p
     WHERE p.id_workspace = ${scope.idWorkspace} AND p.deleted_at IS NULL
       AND (${scope.seesAllProjects}::boolean OR p.is_public
            OR EXISTS (SELECT 1 FROM project_members pm
                        WHERE pm.id_project = p.id AND pm.id_user = ${scope.idUser}))
  ),
  candidates AS (
    SELECT 'project'::text AS type, p.id, p.name AS title, NULL::text AS subtitle,
           p.name AS haystack
      FROM visible_projects p
     WHERE ${matches('p.name', query)}
    UNION ALL
    SELECT 'task', t.id, t.name, vp.name, t.name
      FROM tasks t LEFT JOIN visible_projects vp ON vp.id = t.id_project
     WHERE t.id_workspace = ${scope.idWorkspace} AND t.deleted_at IS NULL
       AND (t.id_project IS NULL OR vp.id IS NOT NULL)
       AND (NOT t.is_personal OR t.id_user = ${scope.idUser})
       AND ${matches('t.name', query)}
    UNION ALL
    SELECT 'member', u.id,
           coalesce(nullif(btrim(m.nickname), ''),
                    nullif(btrim(concat_ws(' ', coalesce(m.first_name, u.first_name),
                                                coalesce(m.last_name, u.last_name))), ''),
                    u.email),
           u.email,
           ${sql.raw(MEMBER_HAYSTACK)}
      FROM workspace_members m JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
     WHERE m.id_workspace = ${scope.idWorkspace} AND m.deleted_at IS NULL AND m.status IN ('ACTIVE', 'PENDING')
       AND ${matches(MEMBER_HAYSTACK, query)}
    UNION ALL
    SELECT 'client', c.id, c.name, NULL, c.name FROM clients c
     WHERE c.id_workspace = ${scope.idWorkspace} AND c.deleted_at IS NULL
       AND ${matches('c.name', query)}
    UNION ALL
    SELECT 'tag', g.id, g.name, NULL, g.name FROM tags g
     WHERE g.id_workspace = ${scope.idWorkspace} AND g.deleted_at IS NULL
       AND ${matches('g.name', query)}
    UNION ALL
    SELECT 'category', k.id, k.name, NULL, k.name FROM categories k
     WHERE k.id_workspace = ${scope.idWorkspace} AND k.deleted_at IS NULL
       AND ${matches('k.name', query)}
    UNION ALL
    SELECT 'activity', a.id, a.description, vp.name, a.description
      FROM (SELECT a.id, a.id_project, a.description FROM ${searchedActivities(scope)}
             WHERE a.id_workspace = ${scope.idWorkspace} AND a.deleted_at IS NULL
               AND a.description IS NOT NULL
               AND (${scope.seesAllActivities}::boolean OR a.id_user = ${scope.idUser})
               AND ${retained(scope.retentionCutoff, 'a.start_at')}
               AND ${matches('a.description', query)}
             ORDER BY a.start_at DESC LIMIT ${SEARCH_SIZE_CAP}) a
      LEFT JOIN visible_projects vp ON vp.id = a.id_project
  )`;
}

@Injectable()
export class SearchRepository {
  constructor(
    private readonly db: Database,
    private readonly transactions: Transactions,
  ) {}

  /**
   * One statement over every kind of object; `q` is already trimmed and non-empty. What matches
   * is decided in each kind's WHERE (`matches`, index-served); only the matches are then scored.
   *
   * The score is the best of: exact 1, prefix 0.8, substring 0.6, 0.5 + ts_rank for a word
   * match, and the trigram similarity. `size` counts the candidates before the limit; a count at
   * or over `SEARCH_SIZE_CAP` is reported as the cap, since beyond it activities were not counted.
   */
  search(scope: SearchScope, q: string, limit: number): Promise<SearchRow[]> {
    const statement = this.statement(scope, q, limit);
    if (!scope.seesAllActivities) return this.db.rows<SearchRow>(statement);
    // The newest-first walk stops after SEARCH_SIZE_CAP matches, but the planner costs it as a
    // scan of the whole workspace and runs it in parallel workers, whose start-up and merge cost
    // more than the walk itself: 230-255 ms against 80-115 ms alone on the seeded year.
    return this.transactions.run(async (tx) => {
      await this.db.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`, tx);
      return this.db.rows<SearchRow>(statement, tx);
    });
  }

  private statement(scope: SearchScope, q: string, limit: number): Sql {
    const escaped = escapeLike(q);
    const substring = `%${escaped}%`;
    const prefix = `${escaped}%`;
    return sql`
  WITH ${candidates(scope, { q, substring })},
  matched AS (
    SELECT c.type, c.id, c.title, c.subtitle,
           greatest(
             similarity(c.haystack, ${q}::text),
             CASE WHEN d.doc @@ d.ts THEN 0.5 + ts_rank(d.doc, d.ts) ELSE 0 END,
             CASE WHEN lower(c.title) = lower(${q}::text) THEN 1
                  WHEN c.haystack ILIKE ${prefix} THEN 0.8
                  WHEN c.haystack ILIKE ${substring} THEN 0.6
                  ELSE 0 END
           )::float8 AS score
      FROM candidates c
     CROSS JOIN LATERAL (SELECT to_tsvector('simple', c.haystack) AS doc,
                                websearch_to_tsquery('simple', ${q}::text) AS ts) d
  )
  SELECT type, id, title, subtitle, score, count(*) OVER () AS size
    FROM matched
   ORDER BY score DESC, lower(title), id
   LIMIT ${limit}`;
  }
}
