import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/** Names are unique per workspace, ignoring case and surrounding spaces, among live tags. */
@Entity('tags')
// Unique on (id_workspace, lower(btrim(name))) among live tags: an expression index the migration creates.
@Index('tags_workspace_name_key', { synchronize: false })
@Index('tags_name_trgm_idx', { synchronize: false })
@Check('tags_name_check', 'char_length(btrim("name")) BETWEEN 1 AND 50')
export class TagEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @Column('text')
  name: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  deletedAt: Date | null;
}
