import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { KioskEntity } from '#src/modules/kiosks/kiosk.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/**
 * A failed identification at a kiosk, for managers: which kiosk, which method, when and why.
 * Never the value tried (a wrong PIN is often a colleague's PIN with one digit off).
 */
@Entity('kiosk_identify_failures')
@Index('kiosk_identify_failures_id_workspace_created_at_idx', ['idWorkspace', 'createdAt'])
@Index('kiosk_identify_failures_id_kiosk_idx', ['idKiosk'])
@Check('kiosk_identify_failures_method_check', `"method" IN ('pin', 'qr', 'nfc')`)
@Check('kiosk_identify_failures_reason_check', `"reason" IN ('unknown', 'ambiguous')`)
export class KioskIdentifyFailureEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @ForeignKey(() => KioskEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idKiosk: string;

  @Column('text')
  method: string;

  /** unknown: matched nobody; ambiguous: a PIN shared by several active members. */
  @Column('text')
  reason: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
