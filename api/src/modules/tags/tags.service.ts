import { Injectable } from '@nestjs/common';
import { ErrorKey, type Tag, TAG_NAME_MAX } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest, conflict, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import type { TagEntity } from './tag.entity.js';
import { toTag } from './tags.dto.js';
import { TagsRepository } from './tags.repository.js';

const NAME_KEY = 'tags_workspace_name_key';

/**
 * Tags of the caller's active workspace. Name uniqueness is the database's (a unique expression
 * index among live tags), so racing creates cannot both succeed: the loser gets 409 tag_conflict.
 */
@Injectable()
export class TagsService {
  constructor(
    private readonly tags: TagsRepository,
    private readonly clock: Clock,
  ) {}

  async list(access: WorkspaceAccess, includeDeleted: boolean): Promise<Tag[]> {
    const rows = await this.tags.listForWorkspace(access.workspace.id, includeDeleted);
    return rows.map(toTag);
  }

  async create(access: WorkspaceAccess, rawName: string): Promise<Tag> {
    const name = validName(rawName);
    const tag = await uniqueName(this.tags.create({ idWorkspace: access.workspace.id, name }));
    return toTag(tag);
  }

  async rename(access: WorkspaceAccess, id: string, rawName: string): Promise<Tag> {
    const name = validName(rawName);
    return toTag(found(await uniqueName(this.tags.rename(access.workspace.id, id, name))));
  }

  async remove(access: WorkspaceAccess, id: string): Promise<Tag> {
    return toTag(found(await this.tags.setDeletedAt(access.workspace.id, id, this.clock.now())));
  }

  /** Only a deleted tag can be restored; 409 when a live tag has taken its name meanwhile. */
  async restore(access: WorkspaceAccess, id: string): Promise<Tag> {
    return toTag(found(await uniqueName(this.tags.setDeletedAt(access.workspace.id, id, null))));
  }
}

async function uniqueName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isPgError(error, PgErrorCode.UniqueViolation, NAME_KEY)) {
      throw conflict(ErrorKey.TagConflict, 'A tag with this name already exists.');
    }
    throw error;
  }
}

function found(tag: TagEntity | null): TagEntity {
  if (!tag) throw notFound(ErrorKey.TagNotFound, 'No such tag in this workspace.');
  return tag;
}

function validName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0) throw badRequest(ErrorKey.TagNameEmpty, 'A tag needs a name.');
  if (Array.from(name).length > TAG_NAME_MAX) {
    throw badRequest(
      ErrorKey.BadRequest,
      `A tag name may have at most ${TAG_NAME_MAX} characters.`,
    );
  }
  return name;
}
