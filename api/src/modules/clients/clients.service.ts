import { Injectable } from '@nestjs/common';
import { type Client, CLIENT_NAME_MAX, ErrorKey } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions } from '#src/database/transactions.js';
import { UploadsService } from '#src/modules/uploads/index.js';
import { toClient } from './clients.dto.js';
import { type ClientRecord, ClientsRepository } from './clients.repository.js';

/** Clients of the caller's active workspace; the route guard has checked the permission. */
@Injectable()
export class ClientsService {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly uploads: UploadsService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  async list(access: WorkspaceAccess, includeDeleted: boolean): Promise<Client[]> {
    const rows = await this.clients.listForWorkspace(access.workspace.id, includeDeleted);
    return rows.map(toClient);
  }

  async create(access: WorkspaceAccess, rawName: string): Promise<Client> {
    const name = validName(rawName);
    return toClient(await this.clients.create({ idWorkspace: access.workspace.id, name }));
  }

  async rename(access: WorkspaceAccess, id: string, rawName: string): Promise<Client> {
    const name = validName(rawName);
    return toClient(found(await this.clients.rename(access.workspace.id, id, name)));
  }

  /** Stores the new image, points the client at it, then drops the image it replaced. */
  async setAvatar(
    access: WorkspaceAccess,
    id: string,
    file: Express.Multer.File | undefined,
  ): Promise<Client> {
    // Refuse an unknown client before writing a file for it.
    found(await this.clients.findLive(access.workspace.id, id));
    const avatar = await this.uploads.saveImage(file);
    const { client, previous } = await this.transactions.run(async (tx) => {
      const row = await this.clients.findLiveForUpdate(access.workspace.id, id, tx);
      if (!row) return { client: null, previous: null };
      const old = row.avatar;
      await this.clients.setAvatar(id, avatar, tx);
      row.avatar = avatar;
      return { client: row, previous: old };
    });
    if (!client) {
      // Deleted while the image was being stored.
      await this.uploads.remove(avatar);
      throw clientNotFound();
    }
    await this.uploads.remove(previous);
    return toClient(client);
  }

  async remove(access: WorkspaceAccess, id: string): Promise<Client> {
    const row = await this.clients.setDeletedAt(access.workspace.id, id, this.clock.now());
    return toClient(found(row));
  }

  /** Only a deleted client can be restored; a live or unknown one answers 404. */
  async restore(access: WorkspaceAccess, id: string): Promise<Client> {
    return toClient(found(await this.clients.setDeletedAt(access.workspace.id, id, null)));
  }
}

function clientNotFound() {
  return notFound(ErrorKey.ClientNotFound, 'No such client in this workspace.');
}

function found(client: ClientRecord | null): ClientRecord {
  if (!client) throw clientNotFound();
  return client;
}

function validName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0) throw badRequest(ErrorKey.ClientNameEmpty, 'A client needs a name.');
  if (Array.from(name).length > CLIENT_NAME_MAX) {
    throw badRequest(
      ErrorKey.BadRequest,
      `A client name may have at most ${CLIENT_NAME_MAX} characters.`,
    );
  }
  return name;
}
