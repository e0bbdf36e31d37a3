import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/**
 * A paired device of one workspace. Its status is derived from the columns: revoked_at, then
 * locked_at, then paired_at (pending until the first pairing). Secrets are stored only as hashes:
 * the pairing code (kept after use, so a reused code is told apart from a wrong one) and the
 * device token that `Authorization: Kiosk <token>` carries.
 */
@Entity('kiosks')
@Index('kiosks_token_hash_key', ['tokenHash'], { unique: true })
@Index('kiosks_pairing_code_hash_key', ['pairingCodeHash'], { unique: true })
@Index('kiosks_id_workspace_idx', ['idWorkspace'])
@Check('kiosks_name_check', 'char_length(btrim("name")) BETWEEN 1 AND 50')
@Check('kiosks_queued_check', '"queued" >= 0')
export class KioskEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @Column('text')
  name: string;

  @Column('text', { nullable: true })
  pairingCodeHash: string | null;

  @Column('timestamptz', { nullable: true })
  pairingExpiresAt: Date | null;

  /** When the current code was used; a used code is refused as such. */
  @Column('timestamptz', { nullable: true })
  pairingUsedAt: Date | null;

  @Column('text', { nullable: true })
  tokenHash: string | null;

  /** Public JWK (ECDSA P-256) of the key the device signs its journal with. */
  @Column('jsonb', { nullable: true })
  publicKey: Record<string, string> | null;

  @Column('text', { nullable: true })
  appVersion: string | null;

  /** Punches waiting in the device's journal, as last reported. */
  @Column('integer', { nullable: true })
  queued: number | null;

  /** The highest journal sequence number the device last reported. */
  @Column('bigint', { nullable: true })
  lastSeq: string | null;

  @Column('timestamptz', { nullable: true })
  lastSeenAt: Date | null;

  @Column('timestamptz', { nullable: true })
  pairedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  lockedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;

  /** The manager who registered it; a plain id because users are never hard-deleted. */
  @Column('uuid')
  createdBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
