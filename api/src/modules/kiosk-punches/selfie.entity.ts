import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { KioskEntity } from '#src/modules/kiosks/kiosk.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/**
 * A photo a kiosk took at a punch. The kiosk chooses the id (it signs it into the offline punch
 * before the upload); the member is known once a punch references it. The re-encoded JPEG lives
 * under DATA_DIR/uploads and is served by the uploads route.
 */
@Entity('selfies')
@Index('selfies_workspace_taken_idx', ['idWorkspace', 'takenAt'])
@Index('selfies_member_taken_idx', ['idWorkspace', 'idUser', 'takenAt'])
@Index('selfies_file_key', ['file'], { unique: true })
export class SelfieEntity {
  @PrimaryColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @ForeignKey(() => KioskEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idKiosk: string;

  @Column('uuid', { nullable: true })
  idUser: string | null;

  @Column('timestamptz')
  takenAt: Date;

  /** The uploads URL of the image (/v1/uploads/<name>.jpg). */
  @Column('text')
  file: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
