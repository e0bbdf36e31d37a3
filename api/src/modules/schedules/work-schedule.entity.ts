import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '#src/modules/users/user.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/**
 * One version of a weekly schedule: the workspace's (id_user null) or a member's own. A version
 * applies from its local date until the next version of the same owner; a member version with
 * `follows_workspace` returns the member to the workspace's schedule. Versions are never edited,
 * so a report of last year uses last year's schedule.
 */
@Entity('work_schedules')
@Index('work_schedules_workspace_from_key', ['idWorkspace', 'effectiveFrom'], {
  unique: true,
  where: 'id_user IS NULL',
})
@Index('work_schedules_member_from_key', ['idWorkspace', 'idUser', 'effectiveFrom'], {
  unique: true,
  where: 'id_user IS NOT NULL',
})
@Check('work_schedules_follows_check', '"id_user" IS NOT NULL OR NOT "follows_workspace"')
export class WorkScheduleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  /** Null for the workspace's schedule. */
  @ForeignKey(() => UserEntity, { onDelete: 'CASCADE' })
  @Column('uuid', { nullable: true })
  idUser: string | null;

  /** Local date in the workspace's zone from which this version applies. */
  @Column('date')
  effectiveFrom: string;

  /** A member version that means "the workspace's schedule again" (it has no days). */
  @Column('boolean', { default: false })
  followsWorkspace: boolean;

  @ForeignKey(() => UserEntity, { onDelete: 'SET NULL' })
  @Column('uuid', { nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
