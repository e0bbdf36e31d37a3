import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import type { Tx } from '#src/database/transactions.js';
import { ClientEntity } from './client.entity.js';

@Injectable()
export class ClientsRepository {
  constructor(@InjectRepository(ClientEntity) private readonly clients: Repository<ClientEntity>) {}

  /** Sorted by name ignoring case; the id breaks ties so the order is stable. */
  listForWorkspace(idWorkspace: string, includeDeleted: boolean): Promise<ClientEntity[]> {
    const query = this.clients
      .createQueryBuilder('c')
      .where('c.id_workspace = :idWorkspace', { idWorkspace });
    if (!includeDeleted) query.andWhere('c.deleted_at IS NULL');
    return query.orderBy('lower(c.name)', 'ASC').addOrderBy('c.id', 'ASC').getMany();
  }

  create(values: Pick<ClientEntity, 'idWorkspace' | 'name'>): Promise<ClientEntity> {
    return this.clients.save(this.clients.create(values));
  }

  findLive(idWorkspace: string, id: string): Promise<ClientEntity | null> {
    return this.clients.findOne({ where: { id, idWorkspace, deletedAt: IsNull() } });
  }

  /** A live client of the workspace, locked for the rest of the transaction. */
  findLiveForUpdate(tx: Tx, idWorkspace: string, id: string): Promise<ClientEntity | null> {
    return tx.getRepository(ClientEntity).findOne({
      where: { id, idWorkspace, deletedAt: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async setAvatar(tx: Tx, id: string, avatar: string): Promise<void> {
    await tx.getRepository(ClientEntity).update({ id }, { avatar });
  }

  /** Renames a live client of the workspace; null when there is none. */
  async rename(idWorkspace: string, id: string, name: string): Promise<ClientEntity | null> {
    const result = await this.clients.update({ id, idWorkspace, deletedAt: IsNull() }, { name });
    return result.affected ? this.clients.findOneByOrFail({ id }) : null;
  }

  /**
   * Soft-deletes a live client (`deletedAt` set) or restores a deleted one (null) in one statement,
   * so two racing calls cannot both succeed; null when no client was in the expected state.
   */
  async setDeletedAt(
    idWorkspace: string,
    id: string,
    deletedAt: Date | null,
  ): Promise<ClientEntity | null> {
    const state = deletedAt ? IsNull() : Not(IsNull());
    const result = await this.clients.update({ id, idWorkspace, deletedAt: state }, { deletedAt });
    return result.affected ? this.clients.findOneByOrFail({ id }) : null;
  }
}
