import { Injectable } from '@nestjs/common';
import { assignments } from '#src/database/sql/assignments.js';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import { retained } from '#src/database/sql/retained.js';
import type { Tx } from '#src/database/transactions.js';

export type WorkspaceRecord = TableRecord<'workspaces'>;
export type TimestampSettingsRecord = TableRecord<'timestamp_settings'>;

/** The workspace columns the settings routes change. */
export type WorkspaceSettingsChange = Partial<
  Pick<
    WorkspaceRecord,
    | 'currency'
    | 'address'
    | 'timeZone'
    | 'plan'
    | 'isTimeRequired'
    | 'isApprovalRequired'
    | 'isOidcRequired'
    | 'projectReportVisibility'
    | 'isPomodoroCustomizationEnabled'
    | 'isKioskEnabled'
    | 'isPinEnabled'
    | 'isPictureEnabled'
    | 'isQrcodeEnabled'
    | 'isNfcEnabled'
    | 'kioskMaxPunchAgeDays'
  >
>;

export type TimestampSettingsChange = Partial<Omit<TimestampSettingsRecord, 'idWorkspace'>>;

const SETTINGS_COLUMNS = {
  currency: 'currency',
  address: 'address',
  timeZone: 'time_zone',
  plan: 'plan',
  isTimeRequired: 'is_time_required',
  isApprovalRequired: 'is_approval_required',
  isOidcRequired: 'is_oidc_required',
  projectReportVisibility: 'project_report_visibility',
  isPomodoroCustomizationEnabled: 'is_pomodoro_customization_enabled',
  isKioskEnabled: 'is_kiosk_enabled',
  isPinEnabled: 'is_pin_enabled',
  isPictureEnabled: 'is_picture_enabled',
  isQrcodeEnabled: 'is_qrcode_enabled',
  isNfcEnabled: 'is_nfc_enabled',
  kioskMaxPunchAgeDays: 'kiosk_max_punch_age_days',
} as const satisfies Record<keyof WorkspaceSettingsChange, keyof TableRow<'workspaces'>>;

const TIMESTAMP_SETTINGS_COLUMNS = {
  isPermissionRequired: 'is_permission_required',
  isApprovalRequired: 'is_approval_required',
  isTimeModificationAllowed: 'is_time_modification_allowed',
  isDetailModificationAllowed: 'is_detail_modification_allowed',
  isDescriptionRequired: 'is_description_required',
  isProjectRequired: 'is_project_required',
  isCategoryRequired: 'is_category_required',
  isTaskRequired: 'is_task_required',
  isTagRequired: 'is_tag_required',
} as const satisfies Record<keyof TimestampSettingsChange, keyof TableRow<'timestamp_settings'>>;

/** The live clients and tags the Workspace shape lists, each sorted by name. */
export interface WorkspaceCatalogue {
  clients: Pick<TableRow<'clients'>, 'id' | 'name' | 'avatar'>[];
  tags: Pick<TableRow<'tags'>, 'id' | 'name'>[];
  /** The member's own activity requests awaiting review. */
  pendingRequests: Pick<TableRow<'time_requests'>, 'id' | 'id_activity' | 'start_at' | 'end_at'>[];
}

@Injectable()
export class WorkspacesRepository {
  constructor(private readonly db: Database) {}

  /** Creates a workspace with its default timestamp settings. */
  async create(
    values: Pick<WorkspaceRecord, 'name' | 'timeZone' | 'createdBy'>,
    tx?: Tx,
  ): Promise<WorkspaceRecord> {
    const row = await this.db.one<TableRow<'workspaces'>>(
      sql`INSERT INTO workspaces (name, time_zone, created_by)
          VALUES (${values.name}, ${values.timeZone}, ${values.createdBy})
          RETURNING *`,
      tx,
    );
    await this.db.execute(
      sql`INSERT INTO timestamp_settings (id_workspace) VALUES (${row.id})`,
      tx,
    );
    return camelRow(row);
  }

  async findDeletedById(id: string): Promise<WorkspaceRecord | null> {
    const row = await this.db.maybeOne<TableRow<'workspaces'>>(
      sql`SELECT * FROM workspaces WHERE id = ${id} AND deleted_at IS NOT NULL`,
    );
    return row ? camelRow(row) : null;
  }

  /** Deleted workspaces `idUser` still super-owns as an active member: those they may restore. */
  async listDeletedOwnedBy(
    idUser: string,
  ): Promise<Pick<WorkspaceRecord, 'id' | 'name' | 'deletedAt'>[]> {
    const rows = await this.db.rows<Pick<TableRow<'workspaces'>, 'id' | 'name' | 'deleted_at'>>(
      sql`SELECT w.id, w.name, w.deleted_at
            FROM workspaces w
            JOIN workspace_members m ON m.id_workspace = w.id
           WHERE m.id_user = ${idUser} AND m.deleted_at IS NULL AND m.status = 'ACTIVE'
             AND m.role = 'SuperOwner' AND w.deleted_at IS NOT NULL
           ORDER BY w.deleted_at DESC`,
    );
    return rows.map((row) => camelRow(row));
  }

  /** Every workspace gets its row at creation, so a missing one is a broken invariant. */
  async timestampSettingsOf(idWorkspace: string): Promise<TimestampSettingsRecord> {
    const row = await this.db.one<TableRow<'timestamp_settings'>>(
      sql`SELECT * FROM timestamp_settings WHERE id_workspace = ${idWorkspace}`,
    );
    return camelRow(row);
  }

  async rename(id: string, name: string): Promise<void> {
    await this.db.execute(
      sql`UPDATE workspaces SET name = ${name}, updated_at = now() WHERE id = ${id}`,
    );
  }

  async setDeletedAt(id: string, deletedAt: Date | null, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE workspaces SET deleted_at = ${deletedAt}, updated_at = now() WHERE id = ${id}`,
      tx,
    );
  }

  /**
   * Read with SQL rather than through the clients and tags modules, which depend on workspaces;
   * names sort case-insensitively so "acme" and "Acme" sit together. `idUser`'s own pending
   * activity requests come along (the requests module depends on workspaces, not the reverse).
   * One statement rather than three: it is part of every `GET /accounts/me`.
   */
  async catalogueOf(
    idWorkspace: string,
    idUser: string,
    cutoff: Date | null,
  ): Promise<WorkspaceCatalogue> {
    const row = await this.db.one<{
      clients: WorkspaceCatalogue['clients'];
      tags: WorkspaceCatalogue['tags'];
      pending: (Pick<TableRow<'time_requests'>, 'id' | 'id_activity'> &
        Record<'start_at' | 'end_at', string | null>)[];
    }>(
      sql`SELECT
            COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'avatar', c.avatar)
                                      ORDER BY lower(c.name), c.name, c.id)
                        FROM clients c
                       WHERE c.id_workspace = ${idWorkspace} AND c.deleted_at IS NULL), '[]') AS clients,
            COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name)
                                      ORDER BY lower(g.name), g.name, g.id)
                        FROM tags g
                       WHERE g.id_workspace = ${idWorkspace} AND g.deleted_at IS NULL), '[]') AS tags,
            COALESCE((SELECT json_agg(json_build_object('id', r.id, 'id_activity', r.id_activity,
                                                        'start_at', r.start_at, 'end_at', r.end_at)
                                      ORDER BY r.created_at, r.id)
                        FROM time_requests r
                       WHERE r.id_workspace = ${idWorkspace} AND r.id_user = ${idUser}
                         AND r.kind = 'activity' AND r.reviewed_at IS NULL AND r.deleted_at IS NULL
                         AND ${retained(cutoff, 'r.created_at')}), '[]') AS pending`,
    );
    // JSON carries timestamps as text.
    const date = (text: string | null) => (text === null ? null : new Date(text));
    const pendingRequests = row.pending.map((r) => ({
      id: r.id,
      id_activity: r.id_activity,
      start_at: date(r.start_at),
      end_at: date(r.end_at),
    }));
    return { clients: row.clients, tags: row.tags, pendingRequests };
  }

  /** Writes only the columns given, in one statement, so concurrent partial changes both land. */
  async updateSettings(id: string, change: WorkspaceSettingsChange, tx?: Tx): Promise<void> {
    const set = assignments(change, SETTINGS_COLUMNS);
    if (set.length === 0) return;
    await this.db.execute(
      sql`UPDATE workspaces SET ${sql.join([...set, sql`updated_at = now()`])} WHERE id = ${id}`,
      tx,
    );
  }

  async updateTimestampSettings(
    idWorkspace: string,
    change: TimestampSettingsChange,
    tx?: Tx,
  ): Promise<void> {
    const set = assignments(change, TIMESTAMP_SETTINGS_COLUMNS);
    if (set.length === 0) return;
    await this.db.execute(
      sql`UPDATE timestamp_settings SET ${sql.join(set)} WHERE id_workspace = ${idWorkspace}`,
      tx,
    );
  }

  /** Sets the avatar and answers the one it replaced, read under the same row lock. */
  async replaceAvatar(id: string, avatar: string): Promise<string | null> {
    const row = await this.db.maybeOne<Pick<TableRow<'workspaces'>, 'avatar'>>(
      sql`UPDATE workspaces w SET avatar = ${avatar}, updated_at = now()
            FROM (SELECT avatar FROM workspaces WHERE id = ${id} FOR UPDATE) old
           WHERE w.id = ${id}
          RETURNING old.avatar`,
    );
    return row?.avatar ?? null;
  }

  /** Serialises plan changes with anything else that locks the workspace row. */
  async lockForUpdate(id: string, tx?: Tx): Promise<void> {
    await this.db.execute(sql`SELECT 1 FROM workspaces WHERE id = ${id} FOR UPDATE`, tx);
  }

  /** Members who hold or are about to hold a seat: live ACTIVE and PENDING memberships. */
  async countSeats(idWorkspace: string, tx?: Tx): Promise<number> {
    const row = await this.db.one<{ seats: number }>(
      sql`SELECT count(*)::int AS seats FROM workspace_members
           WHERE id_workspace = ${idWorkspace} AND deleted_at IS NULL
             AND status IN ('ACTIVE', 'PENDING')`,
      tx,
    );
    return row.seats;
  }

  /** Turns every member's location recording off (the plan no longer records locations). */
  async clearLocationToggles(idWorkspace: string, tx?: Tx): Promise<void> {
    await this.db.execute(
      sql`UPDATE workspace_members
             SET is_workspace_time_location_on = false, is_timestamp_location_on = false
           WHERE id_workspace = ${idWorkspace}
             AND (is_workspace_time_location_on OR is_timestamp_location_on)`,
      tx,
    );
  }
}
