import { Injectable } from '@nestjs/common';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import type { Tx } from '#src/database/transactions.js';

/** A span in whole unix seconds; a running one has no end. */
export interface SecondsSpan {
  start: number;
  end: number | null;
}

/**
 * The span lies inside the workspace time `w`, compared in whole seconds as the wire shows them:
 * a running span only fits a workspace time that is still open.
 */
function contains(span: SecondsSpan): Sql {
  return sql`floor(extract(epoch FROM w.start_at)) <= ${span.start}::float8
    AND (w.end_at IS NULL
         OR (${span.end}::float8 IS NOT NULL
             AND floor(extract(epoch FROM w.end_at)) >= ${span.end}::float8))`;
}

/**
 * What an activity points at, looked up inside its transaction and scoped to one workspace.
 * Rows are share-locked: a category being deleted and reassigned, a task being deleted for good
 * or a workspace time being changed waits for the activity instead of missing it.
 */
@Injectable()
export class ActivityRefsRepository {
  constructor(private readonly db: Database) {}

  async lockLiveCategory(idWorkspace: string, id: string, tx: Tx): Promise<string | undefined> {
    const row = await this.db.maybeOne<{ id: string }>(
      sql`SELECT id FROM categories
           WHERE id = ${id} AND id_workspace = ${idWorkspace} AND deleted_at IS NULL
          FOR SHARE`,
      tx,
    );
    return row?.id;
  }

  /** The live tags among `ids`, as the database spells them. */
  async lockLiveTags(idWorkspace: string, ids: string[], tx: Tx): Promise<string[]> {
    const rows = await this.db.rows<{ id: string }>(
      sql`SELECT id FROM tags
           WHERE id_workspace = ${idWorkspace} AND deleted_at IS NULL AND id = ANY(${ids}::uuid[])
           ORDER BY id FOR SHARE`,
      tx,
    );
    return rows.map((row) => row.id);
  }

  /** Share-locks a task of the workspace (any state); false when there is none. */
  async lockTask(idWorkspace: string, id: string, tx: Tx): Promise<boolean> {
    const rows = await this.db.rows(
      sql`SELECT 1 FROM tasks WHERE id = ${id} AND id_workspace = ${idWorkspace} FOR SHARE`,
      tx,
    );
    return rows.length > 0;
  }

  /** The project of a task the activity already names (visibility is not the question here). */
  async projectOfTask(id: string, tx?: Tx): Promise<string | null> {
    const row = await this.db.maybeOne<{ id_project: string | null }>(
      sql`SELECT id_project FROM tasks WHERE id = ${id}`,
      tx,
    );
    return row?.id_project ?? null;
  }

  /**
   * A live workspace time of the member by id, if it contains the span; `undefined` when there is
   * no such workspace time at all, so the caller can tell "not found" from "does not fit".
   */
  findWorkspaceTime(
    idWorkspace: string,
    idUser: string,
    id: string,
    span: SecondsSpan,
    tx: Tx,
  ): Promise<{ id: string; fits: boolean; open: boolean } | undefined> {
    return this.db.maybeOne<{ id: string; fits: boolean; open: boolean }>(
      sql`SELECT w.id, (${contains(span)}) AS fits, w.end_at IS NULL AS open
            FROM workspace_times w
           WHERE w.id = ${id} AND w.id_workspace = ${idWorkspace} AND w.id_user = ${idUser}
             AND w.deleted_at IS NULL
          FOR SHARE`,
      tx,
    );
  }

  /** The member's live workspace time containing the span, preferring `preferred`. */
  async findContainingWorkspaceTime(
    idWorkspace: string,
    idUser: string,
    span: SecondsSpan,
    preferred: string | null,
    tx: Tx,
  ): Promise<string | undefined> {
    const row = await this.db.maybeOne<{ id: string }>(
      sql`SELECT w.id FROM workspace_times w
           WHERE w.id_workspace = ${idWorkspace} AND w.id_user = ${idUser}
             AND w.deleted_at IS NULL AND ${contains(span)}
           ORDER BY w.id = ${preferred}::uuid DESC, w.start_at DESC LIMIT 1
          FOR SHARE`,
      tx,
    );
    return row?.id;
  }

  async hasOpenWorkspaceTime(idWorkspace: string, idUser: string, tx?: Tx): Promise<boolean> {
    const rows = await this.db.rows(
      sql`SELECT 1 FROM workspace_times
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser}
             AND end_at IS NULL AND deleted_at IS NULL`,
      tx,
    );
    return rows.length > 0;
  }

  /** Whether the user has (or had: deleted and inactive members count) a membership here. */
  async isMember(idWorkspace: string, idUser: string): Promise<boolean> {
    const rows = await this.db.rows(
      sql`SELECT 1 FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND id_user = ${idUser}`,
    );
    return rows.length > 0;
  }
}
