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

/** Money is numeric(12,2): exact cents, read back as a string and converted at the edge. */
@Entity('projects')
@Index('projects_id_workspace_idx', ['idWorkspace'])
@Index('projects_name_trgm_idx', { synchronize: false })
// Names are unique per workspace ignoring case and spaces: an expression index the migration creates.
@Index('projects_workspace_name_key', { synchronize: false })
@Check('projects_name_check', 'char_length(btrim("name")) BETWEEN 1 AND 100')
@Check('projects_hourly_rate_check', '"hourly_rate" >= 0')
export class ProjectEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @Column('text')
  name: string;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('boolean', { default: true })
  isPublic: boolean;

  @Column('numeric', { precision: 12, scale: 2, default: 0 })
  hourlyRate: string;

  @Column('uuid')
  createdBy: string;

  @Column('timestamptz', { nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column('timestamptz', { nullable: true })
  deletedAt: Date | null;
}
