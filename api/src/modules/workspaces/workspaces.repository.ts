import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import type { Tx } from '#src/database/transactions.js';
import { TimestampSettingsEntity } from './timestamp-settings.entity.js';
import { WorkspaceEntity } from './workspace.entity.js';

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
}
