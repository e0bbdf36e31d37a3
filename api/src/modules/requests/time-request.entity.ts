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
import type { RequestKind, RequestType } from '@punchcard/shared';
import { UserEntity } from '#src/modules/users/user.entity.js';
import { ActivityEntity } from '#src/modules/activities/activity.entity.js';
import { BreakEntity } from '#src/modules/breaks/break.entity.js';
import { CategoryEntity } from '#src/modules/categories/category.entity.js';
import { ProjectEntity } from '#src/modules/projects/project.entity.js';
import { TaskEntity } from '#src/modules/tasks/task.entity.js';
import { WorkspaceTimeEntity } from '#src/modules/workspace-times/workspace-time.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/** Awaiting review: neither reviewed nor withdrawn (drafts included). */
const OPEN = 'reviewed_at IS NULL AND deleted_at IS NULL';

/**
 * A member's request to add, edit or delete their own workspace time, break or activity (the
 * spec's timestamp, workspace time and break requests, kept in one table so lists and counts read
 * one place). The database keeps the rules that races could break: one open request per target
 * (partial unique indexes), the target columns each kind and type needs, and a review that is
 * all-or-nothing. Counts are always computed from these rows, so they cannot drift.
 */
@Entity('time_requests')
@Index('time_requests_open_activity_key', ['idActivity'], {
  unique: true,
  where: `kind = 'activity' AND id_activity IS NOT NULL AND ${OPEN}`,
})
@Index('time_requests_open_workspace_time_key', ['idWorkspaceTime'], {
  unique: true,
  where: `kind = 'workspace_time' AND id_workspace_time IS NOT NULL AND ${OPEN}`,
})
@Index('time_requests_open_break_key', ['idBreak'], {
  unique: true,
  where: `kind = 'break' AND id_break IS NOT NULL AND ${OPEN}`,
})
@Index('time_requests_member_idx', ['idWorkspace', 'idUser', 'kind', 'createdAt'])
@Index('time_requests_workspace_idx', ['idWorkspace', 'kind', 'createdAt'])
@Index('time_requests_open_idx', ['idWorkspace', 'submittedAt'], { where: OPEN })
@Index('time_requests_id_activity_idx', ['idActivity'])
@Index('time_requests_id_workspace_time_idx', ['idWorkspaceTime'])
@Index('time_requests_id_break_idx', ['idBreak'])
@Check('time_requests_kind_check', `"kind" IN ('activity', 'workspace_time', 'break')`)
@Check('time_requests_type_check', `"request_type" IN ('ADD', 'EDIT', 'DELETE')`)
@Check(
  'time_requests_target_check',
  `CASE "kind"
     WHEN 'activity' THEN ("request_type" = 'ADD') = ("id_activity" IS NULL) AND "id_break" IS NULL
     WHEN 'workspace_time' THEN ("request_type" = 'ADD') = ("id_workspace_time" IS NULL) AND "id_activity" IS NULL AND "id_break" IS NULL
     ELSE "id_workspace_time" IS NOT NULL AND ("request_type" = 'ADD') = ("id_break" IS NULL) AND "id_activity" IS NULL
   END`,
)
@Check(
  'time_requests_span_check',
  `("request_type" = 'DELETE') = ("start_at" IS NULL) AND ("end_at" IS NULL OR "end_at" > "start_at") AND ("request_type" <> 'ADD' OR "is_draft" OR "end_at" IS NOT NULL)`,
)
@Check(
  'time_requests_draft_check',
  `"is_draft" = ("submitted_at" IS NULL) AND (NOT "is_draft" OR ("kind" <> 'activity' AND "request_type" <> 'DELETE' AND "end_at" IS NULL AND "reviewed_at" IS NULL))`,
)
@Check('time_requests_review_check', `("reviewed_at" IS NULL) = ("is_approved" IS NULL)`)
export class TimeRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  /** The member whose time it is: requests are filed for one's own time only. */
  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idUser: string;

  @Column('text')
  kind: RequestKind;

  @Column('text')
  requestType: RequestType;

  /** Activity edit/delete: the activity. */
  @ForeignKey(() => ActivityEntity, { onDelete: 'CASCADE' })
  @Column('uuid', { nullable: true })
  idActivity: string | null;

  /** Workspace time edit/delete: the target. Break requests: the break's workspace time. */
  @ForeignKey(() => WorkspaceTimeEntity, { onDelete: 'CASCADE' })
  @Column('uuid', { nullable: true })
  idWorkspaceTime: string | null;

  /** Break edit/delete: the break. */
  @ForeignKey(() => BreakEntity, { onDelete: 'CASCADE' })
  @Column('uuid', { nullable: true })
  idBreak: string | null;

  /** The proposed span (null for deletes; no end for drafts and edits of running targets). */
  @Column('timestamptz', { nullable: true })
  startAt: Date | null;

  @Column('timestamptz', { nullable: true })
  endAt: Date | null;

  /** Activity requests: the proposed details, checked again at approval. */
  @ForeignKey(() => ProjectEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  idProject: string | null;

  @ForeignKey(() => TaskEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  idTask: string | null;

  @ForeignKey(() => CategoryEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  idCategory: string | null;

  @Column('uuid', { array: true, default: () => "'{}'" })
  tags: string[];

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text')
  reason: string;

  /** A workspace time or break whose end is not known yet; it is not reviewable until filled in. */
  @Column('boolean', { default: false })
  isDraft: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** When it went to review: at filing, or when the draft's end was filled in. */
  @Column('timestamptz', { nullable: true })
  submittedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  reviewedAt: Date | null;

  @Column('boolean', { nullable: true })
  isApproved: boolean | null;

  @ForeignKey(() => UserEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  reviewedBy: string | null;

  /** Withdrawn by its member (a soft delete); a withdrawn request can be restored. */
  @Column('timestamptz', { nullable: true })
  deletedAt: Date | null;

  /** When reviewers were e-mailed about it; batches a burst into one message. */
  @Column('timestamptz', { nullable: true })
  notifiedAt: Date | null;
}
