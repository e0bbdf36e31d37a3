import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, type Repository } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';
import { TaskEntity } from '#src/modules/tasks/task.entity.js';
import { CategoryEntity } from './category.entity.js';

export type CategoryChanges = Partial<Pick<CategoryEntity, 'name' | 'color'>>;

/**
 * Categories, plus the task and activity queries that deleting one needs (how many use it, moving
 * them to another): they are about the category, and keeping them here keeps the delete in one
 * place.
 */
@Injectable()
export class CategoriesRepository {
  constructor(
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(TaskEntity) private readonly tasks: Repository<TaskEntity>,
  ) {}

  /** Sorted by name ignoring case; the id breaks ties so the order is stable. */
  listForWorkspace(idWorkspace: string, includeDeleted: boolean): Promise<CategoryEntity[]> {
    const query = this.categories
      .createQueryBuilder('c')
      .where('c.id_workspace = :idWorkspace', { idWorkspace });
    if (!includeDeleted) query.andWhere('c.deleted_at IS NULL');
    return query.orderBy('lower(c.name)', 'ASC').addOrderBy('c.id', 'ASC').getMany();
  }

  create(values: Pick<CategoryEntity, 'idWorkspace' | 'name' | 'color'>): Promise<CategoryEntity> {
    return this.categories.save(this.categories.create(values));
  }

  findLive(idWorkspace: string, id: string): Promise<CategoryEntity | null> {
    return this.categories.findOne({ where: { id, idWorkspace, deletedAt: IsNull() } });
  }

  /**
   * The workspace's categories among `ids`, deleted or not, locked for the rest of the transaction.
   * Locking in id order keeps two transactions that lock the same pair from deadlocking.
   */
  lockInWorkspace(tx: Tx, idWorkspace: string, ids: string[]): Promise<CategoryEntity[]> {
    return tx.getRepository(CategoryEntity).find({
      where: { id: In(ids), idWorkspace },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async update(tx: Tx, id: string, changes: CategoryChanges): Promise<void> {
    if (Object.keys(changes).length > 0) {
      await tx.getRepository(CategoryEntity).update({ id }, changes);
    }
  }

  async setDeletedAt(tx: Tx, id: string, deletedAt: Date | null): Promise<void> {
    await tx.getRepository(CategoryEntity).update({ id }, { deletedAt });
  }

  /** Restores a deleted category of the workspace in one statement; null when there is none. */
  async restore(idWorkspace: string, id: string): Promise<CategoryEntity | null> {
    const result = await this.categories.update(
      { id, idWorkspace, deletedAt: Not(IsNull()) },
      { deletedAt: null },
    );
    return result.affected ? this.categories.findOneByOrFail({ id }) : null;
  }

  findByIds(tx: Tx, ids: string[]): Promise<CategoryEntity[]> {
    return tx.getRepository(CategoryEntity).find({ where: { id: In(ids) } });
  }

  /** Tasks that are not deleted (live or archived) using the category. */
  countTasksUsing(idCategory: string, tx?: Tx): Promise<number> {
    const tasks = tx ? tx.getRepository(TaskEntity) : this.tasks;
    return tasks.count({ where: { idCategory, deletedAt: IsNull() } });
  }

  /** Live activities (time recorded) in the category. */
  async countActivitiesUsing(idCategory: string, tx?: Tx): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      tx ?? this.categories.manager,
      `SELECT count(*)::int AS n FROM activities WHERE id_category = $1 AND deleted_at IS NULL`,
      [idCategory],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * Moves every task and activity of the workspace in category `from` (deleted ones too) to `to`.
   * Activities that start meanwhile share-lock the category they name, so none is left behind.
   */
  async moveTasksAndActivities(
    tx: Tx,
    idWorkspace: string,
    from: string,
    to: string,
  ): Promise<void> {
    await tx
      .getRepository(TaskEntity)
      .update({ idWorkspace, idCategory: from }, { idCategory: to });
    await tx.query(
      `UPDATE activities SET id_category = $3 WHERE id_workspace = $1 AND id_category = $2`,
      [idWorkspace, from, to],
    );
  }
}
