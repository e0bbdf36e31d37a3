import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { KioskEntity } from '#src/modules/kiosks/kiosk.entity.js';
import { UserEntity } from '#src/modules/users/user.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/**
 * A workspace's kiosk credential keys, made on first use: the ECDSA P-256 pair that signs its
 * QR badges (the private half sealed with a key derived from the server's badge secret, so a
 * database dump alone signs nothing) and the salt of its cards' offline hashes.
 */
@Entity('kiosk_credential_keys')
export class KioskCredentialKeyEntity {
  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @PrimaryColumn('uuid')
  idWorkspace: string;

  /** RFC 7638 thumbprint of the public key. */
  @Column('text')
  kid: string;

  @Column('jsonb')
  publicKey: Record<string, string>;

  /** AES-256-GCM of the PKCS#8 private key: `iv.tag.ciphertext`, base64url. */
  @Column('text')
  privateKeySealed: string;

  /** Random, base64url: published to the workspace's kiosks with the card hashes. */
  @Column('text')
  cardSalt: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/**
 * One version of a member's badge. The live one has no revoked_at; a rotation sets it and adds
 * the next version, so a badge is valid for a moment `at` exactly when its version's revoked_at
 * is null or later than `at`.
 */
@Entity('kiosk_badges')
@Index('kiosk_badges_version_key', ['idWorkspace', 'idUser', 'version'], { unique: true })
@Index('kiosk_badges_live_key', ['idWorkspace', 'idUser'], {
  unique: true,
  where: 'revoked_at IS NULL',
})
@Check('kiosk_badges_version_check', '"version" >= 1')
export class KioskBadgeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idUser: string;

  @Column('integer')
  version: number;

  @Column('timestamptz')
  issuedAt: Date;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;

  @Column('uuid', { nullable: true })
  revokedBy: string | null;
}

/**
 * An NFC card bound to a member. The UID is kept only as an HMAC with a server key (uid_hash,
 * unique among live bindings of a workspace), as the kiosks' offline hash, and as its last
 * digits for people to tell cards apart. Unbinding keeps the row, so a punch made before it
 * still resolves.
 */
@Entity('kiosk_cards')
@Index('kiosk_cards_live_uid_key', ['idWorkspace', 'uidHash'], {
  unique: true,
  where: 'unbound_at IS NULL',
})
@Index('kiosk_cards_member_idx', ['idWorkspace', 'idUser'])
@Index('kiosk_cards_uid_idx', ['idWorkspace', 'uidHash', 'boundAt'])
export class KioskCardEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idUser: string;

  @Column('text')
  uidHash: string;

  @Column('text')
  offlineHash: string;

  @Column('text')
  lastDigits: string;

  @Column('timestamptz')
  boundAt: Date;

  /** The manager who bound it (typed, or who put the kiosk into enrolment). */
  @Column('uuid')
  boundBy: string;

  /** The kiosk whose enrolment mode bound it, when it was not typed. */
  @ForeignKey(() => KioskEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  idKiosk: string | null;

  @Column('timestamptz', { nullable: true })
  unboundAt: Date | null;

  @Column('uuid', { nullable: true })
  unboundBy: string | null;
}

/** A kiosk in enrolment mode: its next unknown card is bound to id_user until expires_at. */
@Entity('kiosk_card_enrolments')
export class KioskCardEnrolmentEntity {
  @ForeignKey(() => KioskEntity, { onDelete: 'CASCADE' })
  @PrimaryColumn('uuid')
  idKiosk: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idUser: string;

  @Column('uuid')
  requestedBy: string;

  @Column('timestamptz')
  expiresAt: Date;
}
