import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BreakEntity } from '#src/modules/breaks/break.entity.js';
import { KioskEntity } from '#src/modules/kiosks/kiosk.entity.js';
import { WorkspaceTimeEntity } from '#src/modules/workspace-times/workspace-time.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/**
 * Every punch a kiosk sent (docs/kiosk-protocol.md): the entries that joined its chain
 * (`in_chain`: applied, or rejected for a business reason; one per seq and per entry id, which is
 * what makes a resend a duplicate) and the refused ones (a forged, broken or early entry; kept for
 * managers, one row per kiosk, hash and reason however often it is resent). Credentials are kept
 * by kind only: never a PIN, badge or card value.
 */
@Entity('kiosk_punches')
@Index('kiosk_punches_chain_seq_key', ['idKiosk', 'seq'], { unique: true, where: 'in_chain' })
@Index('kiosk_punches_chain_entry_key', ['idKiosk', 'entryId'], {
  unique: true,
  where: 'in_chain',
})
@Index('kiosk_punches_refused_key', ['idKiosk', 'hash', 'errorKey'], {
  unique: true,
  where: 'NOT in_chain AND hash IS NOT NULL',
})
@Index('kiosk_punches_workspace_idx', ['idWorkspace', 'receivedAt'])
@Index('kiosk_punches_id_selfie_idx', ['idSelfie'])
@Index('kiosk_punches_id_workspace_time_idx', ['idWorkspaceTime'])
@Index('kiosk_punches_id_break_idx', ['idBreak'])
@Check('kiosk_punches_status_check', `"status" IN ('applied', 'rejected')`)
@Check('kiosk_punches_chain_check', `NOT "in_chain" OR ("seq" IS NOT NULL AND "hash" IS NOT NULL)`)
@Check('kiosk_punches_error_check', `("status" = 'rejected') = ("error_key" IS NOT NULL)`)
export class KioskPunchEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => KioskEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idKiosk: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  /** The id the kiosk gave the entry (null when a malformed entry had none). */
  @Column('uuid', { nullable: true })
  entryId: string | null;

  @Column('bigint', { nullable: true })
  seq: string | null;

  @Column('timestamptz', { nullable: true })
  at: Date | null;

  @Column('text', { nullable: true })
  action: string | null;

  /** session, pin, qr or nfc: how the member was identified, never the value. */
  @Column('text', { nullable: true })
  credentialKind: string | null;

  /** The member the credential resolved to (a plain id: users are never hard-deleted). */
  @Column('uuid', { nullable: true })
  idUser: string | null;

  @Column('uuid', { nullable: true })
  idSelfie: string | null;

  @Column('timestamptz', { nullable: true })
  leftAt: Date | null;

  @Column('text', { nullable: true })
  prevHash: string | null;

  @Column('text', { nullable: true })
  hash: string | null;

  @Column('text', { nullable: true })
  signature: string | null;

  @Column('boolean')
  inChain: boolean;

  @Column('text')
  status: string;

  @Column('text', { nullable: true })
  errorKey: string | null;

  /** Why, in words, for managers (never a credential value). */
  @Column('text', { nullable: true })
  detail: string | null;

  @ForeignKey(() => WorkspaceTimeEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  idWorkspaceTime: string | null;

  @ForeignKey(() => BreakEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  idBreak: string | null;

  /** What an applied entry answered, repeated word for word to a resend. */
  @Column('jsonb', { nullable: true })
  answer: Record<string, unknown> | null;

  @Column('timestamptz', { default: () => 'now()' })
  receivedAt: Date;

  /** How often a refused entry came (resends of a refused entry are counted, not stored again). */
  @Column('integer', { default: 1 })
  receivedCount: number;
}
