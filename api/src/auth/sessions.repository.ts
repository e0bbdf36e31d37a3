import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { Tx } from '#src/database/transactions.js';
import { SessionEntity } from './session.entity.js';

@Injectable()
export class SessionsRepository {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
  ) {}

  private repo(tx?: Tx): Repository<SessionEntity> {
    return tx ? tx.getRepository(SessionEntity) : this.sessions;
  }

  create(values: Omit<SessionEntity, 'id' | 'createdAt' | 'revokedAt'>, tx?: Tx) {
    return this.repo(tx).save(this.repo(tx).create({ ...values, revokedAt: null }));
  }

  findLiveByTokenHash(tokenHash: string, now: Date, tx?: Tx): Promise<SessionEntity | null> {
    return this.repo(tx)
      .createQueryBuilder('s')
      .where('s.token_hash = :tokenHash', { tokenHash })
      .andWhere('s.revoked_at IS NULL')
      .andWhere('s.expires_at > :now', { now })
      .getOne();
  }

  async touch(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    await this.sessions.update({ id }, { lastSeenAt, expiresAt });
  }

  async revoke(id: string, now: Date, tx?: Tx): Promise<void> {
    await this.repo(tx).update({ id, revokedAt: IsNull() }, { revokedAt: now });
  }

  /** Revokes every live session of a user, except `keepId` when given. */
  async revokeAllForUser(idUser: string, now: Date, keepId?: string, tx?: Tx): Promise<void> {
    const query = this.repo(tx)
      .createQueryBuilder()
      .update(SessionEntity)
      .set({ revokedAt: now })
      .where('id_user = :idUser', { idUser })
      .andWhere('revoked_at IS NULL');
    if (keepId) query.andWhere('id <> :keepId', { keepId });
    await query.execute();
  }
}
