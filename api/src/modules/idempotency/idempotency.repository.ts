import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { queryRows } from '#src/database/transactions.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class IdempotencyRepository {
  constructor(
    @InjectRepository(IdempotencyKeyEntity) private readonly keys: Repository<IdempotencyKeyEntity>,
  ) {}

  /**
   * Takes the key for this request; true when we own it (new, or the old one expired). The
   * primary key makes concurrent claims race safely: exactly one wins.
   */
  async claim(idUser: string, key: string, requestHash: string, now: Date): Promise<boolean> {
    const rows = await queryRows<{ key: string }>(
      this.keys.manager,
      `INSERT INTO idempotency_keys (id_user, key, request_hash, created_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (id_user, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, status_code = NULL, response = NULL,
             created_at = EXCLUDED.created_at
         WHERE idempotency_keys.created_at < $4::timestamptz - interval '24 hours'
       RETURNING key`,
      [idUser, key, requestHash, now],
    );
    return rows.length === 1;
  }

  find(idUser: string, key: string): Promise<IdempotencyKeyEntity | null> {
    return this.keys.findOne({ where: { idUser, key } });
  }

  async complete(
    idUser: string,
    key: string,
    statusCode: number,
    response: unknown,
  ): Promise<void> {
    await this.keys.update(
      { idUser, key },
      { statusCode, response: JSON.stringify(response ?? null) },
    );
  }

  /** The request failed unexpectedly: free the key so a retry runs again. */
  async release(idUser: string, key: string): Promise<void> {
    await this.keys.delete({ idUser, key });
  }

  async purgeExpired(now: Date): Promise<number> {
    const rows = await queryRows<{ key: string }>(
      this.keys.manager,
      `DELETE FROM idempotency_keys WHERE created_at < $1::timestamptz - interval '24 hours' RETURNING key`,
      [now],
    );
    return rows.length;
  }
}
