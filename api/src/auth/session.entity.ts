import {
  ForeignKey,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '#src/modules/users/user.entity.js';

/** A signed-in browser. The cookie carries a random token; only its hash is stored. */
@Entity('sessions')
@Index('sessions_token_hash_key', ['tokenHash'], { unique: true })
@Index('sessions_id_user_idx', ['idUser'], { where: 'revoked_at IS NULL' })
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idUser: string;

  @Column('text')
  tokenHash: string;

  @Column('text', { nullable: true })
  userAgent: string | null;

  @Column('text', { nullable: true })
  ipAddress: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz')
  lastSeenAt: Date;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;
}
