import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, type Repository } from 'typeorm';
import { RecentActionEntity } from './recent-action.entity.js';

@Injectable()
export class RecentActionsRepository {
  constructor(
    @InjectRepository(RecentActionEntity)
    private readonly recentActions: Repository<RecentActionEntity>,
  ) {}

  /** One member's recent actions in one workspace, newest first, none older than `since`. */
  listForMember(
    idWorkspace: string,
    idUser: string,
    limit: number,
    since: Date | null,
  ): Promise<RecentActionEntity[]> {
    return this.recentActions.find({
      where: { idWorkspace, idUser, ...(since ? { usedAt: MoreThanOrEqual(since) } : {}) },
      order: { usedAt: 'DESC', id: 'ASC' },
      take: limit,
    });
  }

  /** Deletes only rows of this member in this workspace: other ids simply match nothing. */
  async deleteForMember(idWorkspace: string, idUser: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.recentActions.delete({ idWorkspace, idUser, id: In(ids) });
  }
}
