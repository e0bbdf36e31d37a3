import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { WorkspaceEntity } from './workspace.entity.js';

/** Per-workspace rules for activities (timestamps); every flag defaults to false. */
@Entity('timestamp_settings')
export class TimestampSettingsEntity {
  @PrimaryColumn('uuid')
  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  idWorkspace: string;

  @Column('boolean', { default: false })
  isPermissionRequired: boolean;

  @Column('boolean', { default: false })
  isApprovalRequired: boolean;

  @Column('boolean', { default: false })
  isTimeModificationAllowed: boolean;

  @Column('boolean', { default: false })
  isDetailModificationAllowed: boolean;

  @Column('boolean', { default: false })
  isDescriptionRequired: boolean;

  @Column('boolean', { default: false })
  isProjectRequired: boolean;

  @Column('boolean', { default: false })
  isCategoryRequired: boolean;

  @Column('boolean', { default: false })
  isTaskRequired: boolean;

  @Column('boolean', { default: false })
  isTagRequired: boolean;
}
