import { Injectable } from '@nestjs/common';
import {
  type Category,
  CATEGORY_NAME_MAX,
  type CategoryUpdate,
  type CategoryUsage,
  DEFAULT_CATEGORY_COLOR,
  ErrorKey,
  type UpdateCategoryRequest,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest, notFound, preconditionFailed } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import { type CreateCategoryDto, toCategory, type UpdateCategoryDto } from './categories.dto.js';
import {
  CategoriesRepository,
  type CategoryChanges,
  type CategoryRecord,
} from './categories.repository.js';

/**
 * Task categories of the caller's active workspace. Deleting and reassigning lock the categories
 * involved, so a concurrent change to the same categories waits instead of interleaving.
 */
@Injectable()
export class CategoriesService {
  constructor(
    private readonly categories: CategoriesRepository,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  async list(access: WorkspaceAccess, includeDeleted: boolean): Promise<Category[]> {
    const rows = await this.categories.listForWorkspace(access.workspace.id, includeDeleted);
    return rows.map(toCategory);
  }

  async create(access: WorkspaceAccess, dto: CreateCategoryDto): Promise<Category> {
    const category = await this.categories.create({
      idWorkspace: access.workspace.id,
      name: validName(dto.name),
      color: (dto.color ?? DEFAULT_CATEGORY_COLOR).toUpperCase(),
    });
    return toCategory(category);
  }

  async update(access: WorkspaceAccess, id: string, dto: UpdateCategoryDto): Promise<Category> {
    const [updated] = await this.updateMany(access, [{ id, name: dto.name, color: dto.color }]);
    if (!updated) throw categoryNotFound();
    return updated;
  }

  /** All entries apply or none: every name is checked and every id found before any write. */
  async updateMany(access: WorkspaceAccess, entries: CategoryUpdate[]): Promise<Category[]> {
    const ids = entries.map((entry) => entry.id.toLowerCase());
    if (new Set(ids).size !== ids.length) {
      throw badRequest(ErrorKey.BadRequest, 'Each category may appear only once.');
    }
    const changes = entries.map(changesOf);
    return this.transactions.run(async (tx) => {
      await this.lockLive(tx, access, ids);
      for (const [i, id] of ids.entries()) await this.categories.update(id, changes[i] ?? {}, tx);
      const byId = new Map((await this.categories.findByIds(ids, tx)).map((c) => [c.id, c]));
      return ids.flatMap((id) => {
        const category = byId.get(id);
        return category ? [toCategory(category)] : [];
      });
    });
  }

  async usage(access: WorkspaceAccess, id: string): Promise<CategoryUsage> {
    const category = await this.categories.findLive(access.workspace.id, id);
    if (!category) throw categoryNotFound();
    const [tasks, activities] = await Promise.all([
      this.categories.countTasksUsing(id),
      this.categories.countActivitiesUsing(id),
    ]);
    return { is_used: tasks > 0 || activities > 0, tasks };
  }

  /**
   * Soft delete of a category no task and no live activity uses; otherwise the caller must
   * reassign them.
   */
  async remove(access: WorkspaceAccess, id: string): Promise<Category> {
    return this.transactions.run(async (tx) => {
      const [category] = await this.lockLive(tx, access, [id]);
      if (!category) throw categoryNotFound();
      const tasks = await this.categories.countTasksUsing(id, tx);
      const activities = await this.categories.countActivitiesUsing(id, tx);
      if (tasks > 0 || activities > 0) {
        throw preconditionFailed(
          ErrorKey.CategoryInUse,
          `${tasks} task(s) and ${activities} activities use this category: delete it with a new category for them.`,
        );
      }
      return this.softDelete(tx, category);
    });
  }

  /** Soft delete, moving every task and activity of the category to another live one, atomically. */
  async removeAndReassign(
    access: WorkspaceAccess,
    id: string,
    newIdCategory: string,
  ): Promise<Category> {
    const [from, to] = distinctIds(id, newIdCategory);
    return this.transactions.run(async (tx) => {
      const locked = await this.lockLive(tx, access, [from, to]);
      const category = locked.find((c) => c.id === from);
      if (!category) throw categoryNotFound();
      await this.categories.moveTasksAndActivities(access.workspace.id, from, to, tx);
      return this.softDelete(tx, category);
    });
  }

  /** Only a deleted category can be restored; a live or unknown one answers 404. */
  async restore(access: WorkspaceAccess, id: string): Promise<Category> {
    const category = await this.categories.restore(access.workspace.id, id);
    if (!category) throw categoryNotFound();
    return toCategory(category);
  }

  /**
   * Restores a deleted category and, given `newIdCategory`, moves every task and activity now in
   * that live category to it: the undo of a reassigning delete (we keep no record of which moved).
   */
  async restoreAndReassign(
    access: WorkspaceAccess,
    id: string,
    newIdCategory: string | null | undefined,
  ): Promise<Category> {
    if (!newIdCategory) return this.restore(access, id);
    const [restored, from] = distinctIds(id, newIdCategory);
    return this.transactions.run(async (tx) => {
      const locked = await this.categories.lockInWorkspace(
        access.workspace.id,
        [restored, from],
        tx,
      );
      const category = locked.find((c) => c.id === restored && c.deletedAt !== null);
      const source = locked.find((c) => c.id === from && c.deletedAt === null);
      if (!category || !source) throw categoryNotFound();
      await this.categories.setDeletedAt(restored, null, tx);
      await this.categories.moveTasksAndActivities(access.workspace.id, from, restored, tx);
      category.deletedAt = null;
      return toCategory(category);
    });
  }

  /** Locks the live categories `ids` of the workspace; 404 unless every one of them is. */
  private async lockLive(
    tx: Tx,
    access: WorkspaceAccess,
    ids: string[],
  ): Promise<CategoryRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.categories.lockInWorkspace(access.workspace.id, ids, tx);
    const live = rows.filter((row) => row.deletedAt === null);
    if (live.length !== new Set(ids).size) throw categoryNotFound();
    return live;
  }

  private async softDelete(tx: Tx, category: CategoryRecord): Promise<Category> {
    const deletedAt = this.clock.now();
    await this.categories.setDeletedAt(category.id, deletedAt, tx);
    category.deletedAt = deletedAt;
    return toCategory(category);
  }
}

function categoryNotFound() {
  return notFound(ErrorKey.CategoryNotFound, 'No such category in this workspace.');
}

/** Both ids as the database spells them (lower case); 400 when they name the same category. */
function distinctIds(id: string, newIdCategory: string): [string, string] {
  const pair: [string, string] = [id.toLowerCase(), newIdCategory.toLowerCase()];
  if (pair[0] === pair[1]) {
    throw badRequest(ErrorKey.BadRequest, 'The new category must differ from this one.');
  }
  return pair;
}

function changesOf(entry: UpdateCategoryRequest): CategoryChanges {
  return {
    ...(entry.name !== undefined ? { name: validName(entry.name) } : {}),
    ...(entry.color !== undefined ? { color: entry.color.toUpperCase() } : {}),
  };
}

function validName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0) throw badRequest(ErrorKey.CategoryNameEmpty, 'A category needs a name.');
  if (Array.from(name).length > CATEGORY_NAME_MAX) {
    throw badRequest(
      ErrorKey.BadRequest,
      `A category name may have at most ${CATEGORY_NAME_MAX} characters.`,
    );
  }
  return name;
}
