import { Injectable } from '@nestjs/common';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import { retained } from '#src/database/sql/retained.js';

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

/**
 * Every searchable object of the workspace that the caller may see, as (type, id, title,
 * subtitle, haystack). Visibility: projects public, or the caller's, or all when allowed; tasks in
 * a visible project or in none, personal ones only to their owner; ACTIVE and PENDING members;
 * live activities with a description, the caller's own or everyone's when allowed, within the
 * plan's retention (their subtitle is the project's name when the caller sees the project).
 */
function candidates(scope: SearchScope): Sql {
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
    UNION ALL
    SELECT 'task', t.id, t.name, vp.name, t.name
      FROM tasks t LEFT JOIN visible_projects vp ON vp.id = t.id_project
     WHERE t.id_workspace = ${scope.idWorkspace} AND t.deleted_at IS NULL
       AND (t.id_project IS NULL OR vp.id IS NOT NULL)
       AND (NOT t.is_personal OR t.id_user = ${scope.idUser})
    UNION ALL
    SELECT 'member', u.id,
           coalesce(nullif(btrim(m.nickname), ''),
                    nullif(btrim(concat_ws(' ', coalesce(m.first_name, u.first_name),
                                                coalesce(m.last_name, u.last_name))), ''),
                    u.email),
           u.email,
           concat_ws(' ', m.nickname, m.first_name, m.last_name, u.first_name, u.last_name, u.email)
      FROM workspace_members m JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
     WHERE m.id_workspace = ${scope.idWorkspace} AND m.deleted_at IS NULL AND m.status IN ('ACTIVE', 'PENDING')
    UNION ALL
    SELECT 'client', c.id, c.name, NULL, c.name FROM clients c
     WHERE c.id_workspace = ${scope.idWorkspace} AND c.deleted_at IS NULL
    UNION ALL
    SELECT 'tag', g.id, g.name, NULL, g.name FROM tags g
     WHERE g.id_workspace = ${scope.idWorkspace} AND g.deleted_at IS NULL
    UNION ALL
    SELECT 'category', k.id, k.name, NULL, k.name FROM categories k
     WHERE k.id_workspace = ${scope.idWorkspace} AND k.deleted_at IS NULL
    UNION ALL
    SELECT 'activity', a.id, a.description, vp.name, a.description
      FROM activities a LEFT JOIN visible_projects vp ON vp.id = a.id_project
     WHERE a.id_workspace = ${scope.idWorkspace} AND a.deleted_at IS NULL AND a.description IS NOT NULL
       AND (${scope.seesAllActivities}::boolean OR a.id_user = ${scope.idUser})
       AND ${retained(scope.retentionCutoff, 'a.start_at')}
  )`;
}

@Injectable()
export class SearchRepository {
  constructor(private readonly db: Database) {}

  /**
   * One statement over every kind of object; `q` is already trimmed and non-empty.
   *
   * A match is a substring (ILIKE: partial words, Japanese, which has no spaces to split on), a
   * trigram similarity above pg_trgm's threshold (0.3: typos), or a full-text word match (words in
   * any order). The score is the best of: exact 1, prefix 0.8, substring 0.6, 0.5 + ts_rank for a
   * word match, and the trigram similarity. `size` counts every match before the limit.
   */
  search(scope: SearchScope, q: string, limit: number): Promise<SearchRow[]> {
    const escaped = escapeLike(q);
    const substring = `%${escaped}%`;
    const prefix = `${escaped}%`;
    return this.db.rows<SearchRow>(sql`
  WITH ${candidates(scope)},
  query AS (SELECT websearch_to_tsquery('simple', ${q}::text) AS ts),
  documents AS (
    SELECT c.*, to_tsvector('simple', c.haystack) AS doc FROM candidates c
  ),
  matched AS (
    SELECT d.type, d.id, d.title, d.subtitle,
           greatest(
             similarity(d.haystack, ${q}::text),
             CASE WHEN d.doc @@ query.ts THEN 0.5 + ts_rank(d.doc, query.ts) ELSE 0 END,
             CASE WHEN lower(d.title) = lower(${q}::text) THEN 1
                  WHEN d.haystack ILIKE ${prefix} THEN 0.8
                  WHEN d.haystack ILIKE ${substring} THEN 0.6
                  ELSE 0 END
           )::float8 AS score
      FROM documents d CROSS JOIN query
     WHERE d.haystack ILIKE ${substring} OR d.haystack % ${q}::text OR d.doc @@ query.ts
  )
  SELECT type, id, title, subtitle, score, count(*) OVER () AS size
    FROM matched
   ORDER BY score DESC, lower(title), id
   LIMIT ${limit}`);
  }
}
