import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '#src/modules/users/user.entity.js';

/**
 * A member's kiosk PIN. One per account (the profile's `hasPin`), used at the kiosks of every
 * workspace the account belongs to. Only a keyed hash (HMAC-SHA256 with the server's PIN secret)
 * is kept: equal PINs have equal hashes, so a kiosk finds its member, and a collision inside a
 * workspace is refused, with one indexed query.
 */
@Entity('account_pins')
@Index('account_pins_pin_hash_idx', ['pinHash'])
export class AccountPinEntity {
  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  @PrimaryColumn('uuid')
  idUser: string;

  @Column('text')
  pinHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
