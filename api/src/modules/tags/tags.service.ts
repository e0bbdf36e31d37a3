import { Injectable } from '@nestjs/common';
import { ErrorKey, type Tag, TAG_NAME_MAX } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { toTag } from './tags.dto.js';
import { type TagRecord, TagsRepository } from './tags.repository.js';

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
    return toTag(await this.tags.create({ idWorkspace: access.workspace.id, name }));
  }

  async rename(access: WorkspaceAccess, id: string, rawName: string): Promise<Tag> {
    const name = validName(rawName);
    return toTag(found(await this.tags.rename(access.workspace.id, id, name)));
  }

  async remove(access: WorkspaceAccess, id: string): Promise<Tag> {
    return toTag(found(await this.tags.setDeletedAt(access.workspace.id, id, this.clock.now())));
  }

  /** Only a deleted tag can be restored; 409 when a live tag has taken its name meanwhile. */
  async restore(access: WorkspaceAccess, id: string): Promise<Tag> {
    return toTag(found(await this.tags.setDeletedAt(access.workspace.id, id, null)));
  }
}

function found(tag: TagRecord | null): TagRecord {
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
