import { Injectable } from '@nestjs/common';
import {
  CATEGORY_NAME_MAX,
  type EstimationInput,
  ErrorKey,
  Permission,
  TASK_NAME_MAX,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { badRequest, forbidden, notFound } from '#src/common/errors/app.exception.js';
import type { Tx } from '#src/database/transactions.js';
import { TaskRefsRepository } from './task-refs.repository.js';
import { estimationSeconds } from './tasks.dto.js';

/** Task names: 1-200 characters after trimming (the tasks_name_check constraint). */
export function validTaskName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0 || Array.from(name).length > TASK_NAME_MAX) {
    throw badRequest(ErrorKey.TaskNameEmpty, `A task name needs 1 to ${TASK_NAME_MAX} characters.`);
  }
  return name;
}

/** Checks the workspace objects a task body names; every id must be this workspace's. */
@Injectable()
export class TaskInputs {
  constructor(
    private readonly refs: TaskRefsRepository,
    private readonly access: WorkspaceAccessService,
  ) {}

  /** Validated by the DTO already; the check keeps the type honest. */
  estimation(input: EstimationInput): number {
    const seconds = estimationSeconds(input);
    if (seconds === undefined) throw badRequest(ErrorKey.BadRequest, 'Unreadable estimation.');
    return seconds;
  }

  /** A task owned by someone else needs an ACTIVE member as its owner. */
  async requireOwner(tx: Tx, access: WorkspaceAccess, idUser: string): Promise<void> {
    if (!(await this.refs.isActiveMember(access.workspace.id, idUser, tx))) {
      throw notFound(
        ErrorKey.MemberNotFound,
        'The owner is not an active member of the workspace.',
      );
    }
  }

  /** Assignees: members of the workspace (deduplicated). */
  async members(tx: Tx, access: WorkspaceAccess, ids: string[]): Promise<string[]> {
    const wanted = [...new Set(ids)];
    const found = await this.refs.liveMemberIds(access.workspace.id, wanted, tx);
    if (found.length !== wanted.length) {
      throw notFound(ErrorKey.MemberNotFound, 'An assignee is not a member of the workspace.');
    }
    return wanted;
  }

  async tags(tx: Tx, access: WorkspaceAccess, ids: string[]): Promise<string[]> {
    const wanted = [...new Set(ids)];
    const found = await this.refs.liveTagIds(access.workspace.id, wanted, tx);
    if (found.length !== wanted.length) throw notFound(ErrorKey.TagNotFound, 'Tag not found.');
    return wanted;
  }

  /**
   * The category a task body names: `id_category` wins; else `category_name` finds the live
   * category of that name or creates it (which needs CUD_TASK_CATEGORY, like creating one
   * directly). `undefined` when the body names none.
   */
  async category(
    tx: Tx,
    access: WorkspaceAccess,
    id: string | null | undefined,
    name?: string,
  ): Promise<string | null | undefined> {
    const idWorkspace = access.workspace.id;
    if (id) {
      if (!(await this.refs.hasLiveCategory(idWorkspace, id, tx))) {
        throw notFound(ErrorKey.CategoryNotFound, 'Category not found.');
      }
      return id;
    }
    if (name === undefined) return id;
    const clean = name.trim();
    if (clean.length === 0 || Array.from(clean).length > CATEGORY_NAME_MAX) {
      throw badRequest(
        ErrorKey.CategoryNameEmpty,
        `A category name needs 1 to ${CATEGORY_NAME_MAX} characters.`,
      );
    }
    const found = await this.refs.findCategoryByName(idWorkspace, clean, tx);
    if (found) return found;
    if (!this.access.can(access, Permission.CudTaskCategory)) {
      throw forbidden(ErrorKey.Forbidden, 'Creating a category needs CUD_TASK_CATEGORY.');
    }
    return this.refs.createCategory(idWorkspace, clean, tx);
  }
}
