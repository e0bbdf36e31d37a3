import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import { TagEntity } from './tag.entity.js';

/**
 * Writes here may raise the unique violation of `tags_workspace_name_key` (a live tag with the same
 * name); the service turns it into 409.
 */
@Injectable()
export class TagsRepository {
  constructor(@InjectRepository(TagEntity) private readonly tags: Repository<TagEntity>) {}

  /** Sorted by name ignoring case; the id breaks ties so the order is stable. */
  listForWorkspace(idWorkspace: string, includeDeleted: boolean): Promise<TagEntity[]> {
    const query = this.tags
      .createQueryBuilder('t')
      .where('t.id_workspace = :idWorkspace', { idWorkspace });
    if (!includeDeleted) query.andWhere('t.deleted_at IS NULL');
    return query.orderBy('lower(t.name)', 'ASC').addOrderBy('t.id', 'ASC').getMany();
  }

  create(values: Pick<TagEntity, 'idWorkspace' | 'name'>): Promise<TagEntity> {
    return this.tags.save(this.tags.create(values));
  }

  /** Renames a live tag of the workspace; null when there is none. */
  async rename(idWorkspace: string, id: string, name: string): Promise<TagEntity | null> {
    const result = await this.tags.update({ id, idWorkspace, deletedAt: IsNull() }, { name });
    return result.affected ? this.tags.findOneByOrFail({ id }) : null;
  }

  /**
   * Soft-deletes a live tag (`deletedAt` set) or restores a deleted one (null) in one statement;
   * null when no tag was in the expected state.
   */
  async setDeletedAt(
    idWorkspace: string,
    id: string,
    deletedAt: Date | null,
  ): Promise<TagEntity | null> {
    const state = deletedAt ? IsNull() : Not(IsNull());
    const result = await this.tags.update({ id, idWorkspace, deletedAt: state }, { deletedAt });
    return result.affected ? this.tags.findOneByOrFail({ id }) : null;
  }
}
