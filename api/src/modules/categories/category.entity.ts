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
import { DEFAULT_CATEGORY_COLOR } from '@punchcard/shared';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

@Entity('categories')
@Index('categories_id_workspace_idx', ['idWorkspace'])
@Index('categories_name_trgm_idx', { synchronize: false })
@Check('categories_name_check', 'char_length(btrim("name")) BETWEEN 1 AND 50')
@Check('categories_color_check', `"color" ~ '^#[0-9A-Fa-f]{6}$'`)
export class CategoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @Column('text')
  name: string;

  @Column('text', { default: DEFAULT_CATEGORY_COLOR })
  color: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column('timestamptz', { nullable: true })
  deletedAt: Date | null;
}
