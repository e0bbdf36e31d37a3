import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '#src/modules/users/user.entity.js';

/** A one-time PIN reset link, as password_resets is for passwords; only the token's hash is kept. */
@Entity('pin_resets')
@Index('pin_resets_token_hash_key', ['tokenHash'], { unique: true })
@Index('pin_resets_id_user_idx', ['idUser'])
export class PinResetEntity {
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
