import {
  ForeignKey,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '#src/modules/users/user.entity.js';

/** A one-time password reset link; only the token's hash is kept. */
@Entity('password_resets')
@Index('password_resets_token_hash_key', ['tokenHash'], { unique: true })
@Index('password_resets_id_user_idx', ['idUser'])
export class PasswordResetEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idUser: string;

  @Column('text')
  tokenHash: string;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('timestamptz', { nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
