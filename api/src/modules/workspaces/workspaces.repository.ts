import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';
import { TimestampSettingsEntity } from './timestamp-settings.entity.js';
import { WorkspaceEntity } from './workspace.entity.js';

/** The live clients and tags the Workspace shape lists, each sorted by name. */
/** The workspace columns the settings routes change. */
export type WorkspaceSettingsChange = Partial<
  Pick<
    WorkspaceEntity,
    | 'currency'
    | 'plan'
    | 'isTimeRequired'
    | 'isApprovalRequired'
    | 'projectReportVisibility'
    | 'isPomodoroCustomizationEnabled'
    | 'isKioskEnabled'
    | 'isPinEnabled'
    | 'isPictureEnabled'
    | 'isQrcodeEnabled'
    | 'isNfcEnabled'
  >
>;

export type TimestampSettingsChange = Partial<Omit<TimestampSettingsEntity, 'idWorkspace'>>;

export interface WorkspaceCatalogue {
  clients: { id: string; name: string; avatar: string | null }[];
  tags: { id: string; name: string }[];
  /** The member's own activity requests awaiting review. */
  pendingRequests: {
    id: string;
    id_activity: string | null;
    start_at: Date | null;
    end_at: Date | null;
  }[];
}

@Injectable()
export class WorkspacesRepository {
  constructor(
    @InjectRepository(WorkspaceEntity) private readonly workspaces: Repository<WorkspaceEntity>,
    @InjectRepository(TimestampSettingsEntity)
    private readonly timestampSettings: Repository<TimestampSettingsEntity>,
  ) {}

  /** Creates a workspace with its default timestamp settings. */
  async create(tx: Tx, values: Pick<WorkspaceEntity, 'name' | 'timeZone' | 'createdBy'>) {
    const workspaces = tx.getRepository(WorkspaceEntity);
    const workspace = await workspaces.save(workspaces.create(values));
    await tx.getRepository(TimestampSettingsEntity).insert({ idWorkspace: workspace.id });
    return workspace;
  }

  findDeletedById(id: string): Promise<WorkspaceEntity | null> {
    return this.workspaces.findOne({ where: { id, deletedAt: Not(IsNull()) } });
  }

  /** Every workspace gets its row at creation, so a missing one is a broken invariant. */
  timestampSettingsOf(idWorkspace: string): Promise<TimestampSettingsEntity> {
    return this.timestampSettings.findOneOrFail({ where: { idWorkspace } });
  }

  async rename(id: string, name: string): Promise<void> {
    await this.workspaces.update({ id }, { name });
  }

  async setDeletedAt(id: string, deletedAt: Date | null, tx?: Tx): Promise<void> {
    await (tx ? tx.getRepository(WorkspaceEntity) : this.workspaces).update({ id }, { deletedAt });
  }

  /**
   * Read with SQL rather than through the clients and tags modules, which depend on workspaces;
   * names sort case-insensitively so "acme" and "Acme" sit together. `idUser`'s own pending
   * activity requests come along (the requests module depends on workspaces, not the reverse).
   */
  async catalogueOf(
    idWorkspace: string,
    idUser: string,
    cutoff: Date | null,
  ): Promise<WorkspaceCatalogue> {
    const manager = this.workspaces.manager;
    const [clients, tags, pendingRequests] = await Promise.all([
      queryRows<WorkspaceCatalogue['clients'][number]>(
        manager,
        `SELECT id, name, avatar FROM clients
          WHERE id_workspace = $1 AND deleted_at IS NULL
          ORDER BY lower(name), name, id`,
        [idWorkspace],
      ),
      queryRows<WorkspaceCatalogue['tags'][number]>(
        manager,
        `SELECT id, name FROM tags
          WHERE id_workspace = $1 AND deleted_at IS NULL
          ORDER BY lower(name), name, id`,
        [idWorkspace],
      ),
      queryRows<WorkspaceCatalogue['pendingRequests'][number]>(
        manager,
        `SELECT id, id_activity, start_at, end_at FROM time_requests
          WHERE id_workspace = $1 AND id_user = $2 AND kind = 'activity'
            AND reviewed_at IS NULL AND deleted_at IS NULL
            AND ($3::timestamptz IS NULL OR created_at >= $3)
          ORDER BY created_at, id`,
        [idWorkspace, idUser, cutoff],
      ),
    ]);
    return { clients, tags, pendingRequests };
  }

  /** Writes only the columns given, in one statement, so concurrent partial changes both land. */
  async updateSettings(id: string, change: WorkspaceSettingsChange, tx?: Tx): Promise<void> {
    if (Object.keys(change).length === 0) return;
    await (tx ? tx.getRepository(WorkspaceEntity) : this.workspaces).update({ id }, change);
  }

  async updateTimestampSettings(
    idWorkspace: string,
    change: TimestampSettingsChange,
    tx?: Tx,
  ): Promise<void> {
    if (Object.keys(change).length === 0) return;
    await (tx ? tx.getRepository(TimestampSettingsEntity) : this.timestampSettings).update(
      { idWorkspace },
      change,
    );
  }

  /** Sets the avatar and answers the one it replaced, read under the same row lock. */
  async replaceAvatar(id: string, avatar: string): Promise<string | null> {
    const rows = await queryRows<{ avatar: string | null }>(
      this.workspaces.manager,
      `UPDATE workspaces w SET avatar = $2, updated_at = now()
         FROM (SELECT avatar FROM workspaces WHERE id = $1 FOR UPDATE) old
        WHERE w.id = $1
        RETURNING old.avatar`,
      [id, avatar],
    );
    return rows[0]?.avatar ?? null;
  }

  /** Serialises plan changes with anything else that locks the workspace row. */
  async lockForUpdate(tx: Tx, id: string): Promise<void> {
    await tx.query(`SELECT 1 FROM workspaces WHERE id = $1 FOR UPDATE`, [id]);
  }

  /** Members who hold or are about to hold a seat: live ACTIVE and PENDING memberships. */
  async countSeats(tx: Tx, idWorkspace: string): Promise<number> {
    const rows = await queryRows<{ seats: number }>(
      tx,
      `SELECT count(*)::int AS seats FROM workspace_members
        WHERE id_workspace = $1 AND deleted_at IS NULL AND status IN ('ACTIVE', 'PENDING')`,
      [idWorkspace],
    );
    return rows[0]?.seats ?? 0;
  }

  /** Turns every member's location recording off (the plan no longer records locations). */
  async clearLocationToggles(tx: Tx, idWorkspace: string): Promise<void> {
    await tx.query(
      `UPDATE workspace_members
          SET is_workspace_time_location_on = false, is_timestamp_location_on = false
        WHERE id_workspace = $1
          AND (is_workspace_time_location_on OR is_timestamp_location_on)`,
      [idWorkspace],
    );
  }
}
