import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';

/** A span in whole unix seconds; a running one has no end. */
export interface SecondsSpan {
  start: number;
  end: number | null;
}

/**
 * The span lies inside the workspace time `w`, compared in whole seconds as the wire shows them:
 * a running span only fits a workspace time that is still open.
 */
const CONTAINS = `floor(extract(epoch FROM w.start_at)) <= $4::float8
  AND (w.end_at IS NULL OR ($5::float8 IS NOT NULL AND floor(extract(epoch FROM w.end_at)) >= $5::float8))`;

/**
 * What an activity points at, looked up inside its transaction and scoped to one workspace.
 * Rows are share-locked: a category being deleted and reassigned, a task being deleted for good
 * or a workspace time being changed waits for the activity instead of missing it.
 */
@Injectable()
export class ActivityRefsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async lockLiveCategory(tx: Tx, idWorkspace: string, id: string): Promise<string | undefined> {
    const rows = await queryRows<{ id: string }>(
      tx,
      `SELECT id FROM categories WHERE id = $1 AND id_workspace = $2 AND deleted_at IS NULL
       FOR SHARE`,
      [id, idWorkspace],
    );
    return rows[0]?.id;
  }

  /** The live tags among `ids`, as the database spells them. */
  async lockLiveTags(tx: Tx, idWorkspace: string, ids: string[]): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      tx,
      `SELECT id FROM tags WHERE id_workspace = $1 AND deleted_at IS NULL AND id = ANY($2::uuid[])
       ORDER BY id FOR SHARE`,
      [idWorkspace, ids],
    );
    return rows.map((row) => row.id);
  }

  /** Share-locks a task of the workspace (any state); false when there is none. */
  async lockTask(tx: Tx, idWorkspace: string, id: string): Promise<boolean> {
    const rows = await queryRows(
      tx,
      `SELECT 1 FROM tasks WHERE id = $1 AND id_workspace = $2 FOR SHARE`,
      [id, idWorkspace],
    );
    return rows.length > 0;
  }

  /** The project of a task the activity already names (visibility is not the question here). */
  async projectOfTask(tx: Tx, id: string): Promise<string | null> {
    const rows = await queryRows<{ id_project: string | null }>(
      tx,
      `SELECT id_project FROM tasks WHERE id = $1`,
      [id],
    );
    return rows[0]?.id_project ?? null;
  }

  /**
   * A live workspace time of the member by id, if it contains the span; `undefined` when there is
   * no such workspace time at all, so the caller can tell "not found" from "does not fit".
   */
  async findWorkspaceTime(
    tx: Tx,
    idWorkspace: string,
    idUser: string,
    id: string,
    span: SecondsSpan,
  ): Promise<{ id: string; fits: boolean; open: boolean } | undefined> {
    const rows = await queryRows<{ id: string; fits: boolean; open: boolean }>(
      tx,
      `SELECT w.id, (${CONTAINS}) AS fits, w.end_at IS NULL AS open FROM workspace_times w
        WHERE w.id = $3 AND w.id_workspace = $1 AND w.id_user = $2 AND w.deleted_at IS NULL
        FOR SHARE`,
      [idWorkspace, idUser, id, span.start, span.end],
    );
    return rows[0];
  }

  /** The member's live workspace time containing the span, preferring `preferred`. */
  async findContainingWorkspaceTime(
    tx: Tx,
    idWorkspace: string,
    idUser: string,
    span: SecondsSpan,
    preferred: string | null,
  ): Promise<string | undefined> {
    const rows = await queryRows<{ id: string }>(
      tx,
      `SELECT w.id FROM workspace_times w
        WHERE w.id_workspace = $1 AND w.id_user = $2 AND w.deleted_at IS NULL AND ${CONTAINS}
        ORDER BY w.id = $3::uuid DESC, w.start_at DESC LIMIT 1
        FOR SHARE`,
      [idWorkspace, idUser, preferred, span.start, span.end],
    );
    return rows[0]?.id;
  }

  async hasOpenWorkspaceTime(tx: Tx, idWorkspace: string, idUser: string): Promise<boolean> {
    const rows = await queryRows(
      tx,
      `SELECT 1 FROM workspace_times
        WHERE id_workspace = $1 AND id_user = $2 AND end_at IS NULL AND deleted_at IS NULL`,
      [idWorkspace, idUser],
    );
    return rows.length > 0;
  }

  /** Whether the user has (or had: deleted and inactive members count) a membership here. */
  async isMember(idWorkspace: string, idUser: string): Promise<boolean> {
    const rows = await queryRows(
      this.dataSource.manager,
      `SELECT 1 FROM workspace_members WHERE id_workspace = $1 AND id_user = $2`,
      [idWorkspace, idUser],
    );
    return rows.length > 0;
  }
}
