import {
  Check,
  Column,
  Entity,
  Exclusion,
  ForeignKey,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { CategoryEntity } from '#src/modules/categories/category.entity.js';
import { ProjectEntity } from '#src/modules/projects/project.entity.js';
import { TagEntity } from '#src/modules/tags/tag.entity.js';
import { TaskEntity } from '#src/modules/tasks/task.entity.js';
import { TimeSpanColumns } from '#src/modules/workspace-times/time-span.columns.js';
import { WorkspaceTimeEntity } from '#src/modules/workspace-times/workspace-time.entity.js';

/**
 * An activity (the spec's "timestamp"): time on a project, task, category and tags. A member's
 * live activities never overlap (the spec's overlap rule), enforced by an exclusion constraint.
 * Projects, tasks and categories cannot be hard-deleted while an activity refers to them.
 */
@Entity('activities')
@Index('activities_member_start_idx', ['idWorkspace', 'idUser', 'startAt'])
@Index('activities_workspace_start_idx', ['idWorkspace', 'startAt'])
// Running activities, which reports over whole days cut themselves (see the migration).
@Index('activities_open_idx', ['idWorkspace', 'startAt'], {
  where: 'end_at IS NULL AND deleted_at IS NULL',
})
@Index('activities_id_project_idx', ['idProject'])
@Index('activities_id_task_idx', ['idTask'])
@Index('activities_id_category_idx', ['idCategory'])
@Index('activities_id_workspace_time_idx', ['idWorkspaceTime'])
// Search's trigram and full-text indexes on the description: the migration creates them.
@Index('activities_description_trgm_idx', { synchronize: false })
@Index('activities_description_fts_idx', { synchronize: false })
@Exclusion(
  'activities_no_overlap',
  `USING gist ("id_workspace" WITH =, "id_user" WITH =, tstzrange("start_at", COALESCE("end_at", 'infinity'::timestamptz), '[)') WITH &&) WHERE ("deleted_at" IS NULL)`,
)
@Check('activities_range_check', '"end_at" IS NULL OR "end_at" > "start_at"')
export class ActivityEntity extends TimeSpanColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceTimeEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  idWorkspaceTime: string | null;

  @ForeignKey(() => ProjectEntity, { onDelete: 'RESTRICT' })
  @Column('uuid', { nullable: true })
  idProject: string | null;

  @ForeignKey(() => TaskEntity, { onDelete: 'RESTRICT' })
  @Column('uuid', { nullable: true })
  idTask: string | null;

  @ForeignKey(() => CategoryEntity, { onDelete: 'RESTRICT' })
  @Column('uuid', { nullable: true })
  idCategory: string | null;

  @Column('text', { nullable: true })
  description: string | null;

  /** The member's own note. */
  @Column('text', { nullable: true })
  note: string | null;

  /** A manager's feedback on it. */
  @Column('text', { nullable: true })
  feedback: string | null;
}

@Entity('activity_tags')
@Index('activity_tags_id_tag_idx', ['idTag'])
export class ActivityTagEntity {
  @PrimaryColumn('uuid')
  @ForeignKey(() => ActivityEntity, { onDelete: 'CASCADE' })
  idActivity: string;

  @PrimaryColumn('uuid')
  @ForeignKey(() => TagEntity, { onDelete: 'CASCADE' })
  idTag: string;
}
