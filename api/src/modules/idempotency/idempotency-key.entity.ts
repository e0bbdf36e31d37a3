import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { UserEntity } from '#src/modules/users/user.entity.js';

/**
 * The first answer to a request carrying an `Idempotency-Key`, kept 24 hours so a retry gets the
 * same answer and changes nothing. A row without a status is a request still in flight.
 */
@Entity('idempotency_keys')
@Index('idempotency_keys_created_at_idx', ['createdAt'])
export class IdempotencyKeyEntity {
  @PrimaryColumn('uuid')
  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  idUser: string;

  @PrimaryColumn('text')
  key: string;

  /** `METHOD path` and a hash of the body: the same key with another request is refused. */
  @Column('text')
  requestHash: string;

  @Column('integer', { nullable: true })
  statusCode: number | null;

  /** The first answer's body exactly as sent (JSON text: jsonb would reorder its keys). */
  @Column('text', { nullable: true })
  response: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
