import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { SignupVerificationEntity } from './signup-verification.entity.js';

/** One-time secrets of the account flows: sign-up codes and password reset links. */
@Injectable()
export class AccountsRepository {
  constructor(
    @InjectRepository(SignupVerificationEntity)
    private readonly verifications: Repository<SignupVerificationEntity>,
    @InjectRepository(PasswordResetEntity) private readonly resets: Repository<PasswordResetEntity>,
  ) {}

  createVerification(
    values: Pick<SignupVerificationEntity, 'email' | 'codeHash' | 'locale' | 'expiresAt'>,
  ) {
    return this.verifications.save(
      this.verifications.create({ ...values, attempts: 0, consumedAt: null }),
    );
  }

  findVerification(id: string): Promise<SignupVerificationEntity | null> {
    return this.verifications.findOne({ where: { id } });
  }

  /** Counts a wrong code; answers the attempts used, or undefined when none were left. */
  async recordFailedAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
    const rows = await queryRows<{ attempts: number }>(
      this.verifications.manager,
      `UPDATE signup_verifications SET attempts = attempts + 1
        WHERE id = $1 AND attempts < $2 AND consumed_at IS NULL RETURNING attempts`,
      [id, maxAttempts],
    );
    return rows[0]?.attempts;
  }

  /** Marks the code used; false when another request consumed it first. */
  async consumeVerification(tx: Tx, id: string, now: Date, maxAttempts: number): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      tx,
      `UPDATE signup_verifications SET consumed_at = $2
        WHERE id = $1 AND consumed_at IS NULL AND expires_at > $2 AND attempts < $3 RETURNING id`,
      [id, now, maxAttempts],
    );
    return rows.length === 1;
  }

  createReset(values: Pick<PasswordResetEntity, 'idUser' | 'tokenHash' | 'expiresAt'>) {
    return this.resets.save(this.resets.create({ ...values, usedAt: null }));
  }

  /** Uses a reset token once; answers its user when it was live. */
  async consumeReset(tx: Tx, tokenHash: string, now: Date): Promise<string | undefined> {
    const rows = await queryRows<{ id_user: string }>(
      tx,
      `UPDATE password_resets SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id_user`,
      [tokenHash, now],
    );
    return rows[0]?.id_user;
  }

  /** A new link replaces older unused ones, so only the latest e-mail works. */
  async retireResetsOf(idUser: string, now: Date): Promise<void> {
    await this.resets
      .createQueryBuilder()
      .update(PasswordResetEntity)
      .set({ usedAt: now })
      .where('id_user = :idUser AND used_at IS NULL', { idUser })
      .execute();
  }
}
