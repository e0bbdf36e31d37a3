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
import { UserEntity } from '#src/modules/users/user.entity.js';
import { CategoryEntity } from '#src/modules/categories/category.entity.js';
import { ProjectEntity } from '#src/modules/projects/project.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

@Entity('tasks')
@Index('tasks_id_workspace_idx', ['idWorkspace'])
@Index('tasks_id_project_idx', ['idProject'])
@Index('tasks_id_category_idx', ['idCategory'])
@Index('tasks_name_trgm_idx', { synchronize: false })
@Check('tasks_name_check', 'char_length(btrim("name")) BETWEEN 1 AND 200')
@Check('tasks_priority_check', '"priority" BETWEEN 0 AND 3')
@Check('tasks_status_check', `"status" IN ('TODO', 'IN_PROGRESS', 'DONE')`)
@Check('tasks_estimation_check', '"estimation" >= 0')
export class TaskEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @ForeignKey(() => ProjectEntity, { onDelete: 'CASCADE' })
  @Column('uuid', { nullable: true })
  idProject: string | null;

  @ForeignKey(() => CategoryEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  idCategory: string | null;

  /** Who created it (and owns it when personal). */
  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idUser: string;

  @Column('text')
  name: string;

  @Column('boolean', { default: false })
  isPersonal: boolean;

  /** Estimated effort in seconds. */
  @Column('integer', { default: 0 })
  estimation: number;

  @Column('timestamptz', { nullable: true })
  dueAt: Date | null;

  @Column('text', { nullable: true })
  repeat: string | null;

  /** NO_PRIORITY=0, LOW=1, MEDIUM=2, HIGH=3. */
  @Column('smallint', { default: 2 })
  priority: number;

  @Column('text', { default: 'TODO' })
  status: string;

  @Column('text', { nullable: true })
  color: string | null;

  @Column('text', { nullable: true })
  note: string | null;

  @Column('timestamptz', { nullable: true })
  startTime: Date | null;

  @Column('timestamptz', { nullable: true })
  endTime: Date | null;

  @Column('timestamptz', { nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column('timestamptz', { nullable: true })
  deletedAt: Date | null;
}
