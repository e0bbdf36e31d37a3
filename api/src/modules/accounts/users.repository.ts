import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { Tx } from '#src/database/transactions.js';
import { UserEntity } from './user.entity.js';

/** E-mail addresses are compared in this form everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  private repo(tx?: Tx): Repository<UserEntity> {
    return tx ? tx.getRepository(UserEntity) : this.users;
  }

  findLiveById(id: string, tx?: Tx): Promise<UserEntity | null> {
    return this.repo(tx).findOne({ where: { id, deletedAt: IsNull() } });
  }

  findLiveByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { email: normalizeEmail(email), deletedAt: IsNull() } });
  }

  async existsByEmail(email: string): Promise<boolean> {
    return this.users.exists({ where: { email: normalizeEmail(email), deletedAt: IsNull() } });
  }

  create(
    tx: Tx,
    values: Pick<UserEntity, 'email' | 'passwordHash' | 'locale'>,
  ): Promise<UserEntity> {
    const repo = this.repo(tx);
    return repo.save(repo.create({ ...values, email: normalizeEmail(values.email) }));
  }

  async update(
    id: string,
    values: Partial<
      Pick<
        UserEntity,
        | 'firstName'
        | 'lastName'
        | 'address'
        | 'contactNumber'
        | 'isTutorialDone'
        | 'passwordHash'
        | 'locale'
      >
    >,
    tx?: Tx,
  ): Promise<void> {
    await this.repo(tx).update({ id }, values);
  }

  async softDelete(tx: Tx, id: string, now: Date): Promise<void> {
    await this.repo(tx).update({ id }, { deletedAt: now, passwordHash: null });
  }
}
