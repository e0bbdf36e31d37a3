import {
  Check,
  Column,
  Entity,
  Exclusion,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '#src/modules/users/user.entity.js';
import { WorkspaceEntity } from '#src/modules/workspaces/workspace.entity.js';

/**
 * A sealed payroll period of a workspace: a local week or month, [start_at, end_at). While it is
 * not reopened, triggers refuse every change to time inside it; two live seals never overlap.
 * Reopening is recorded, never deleted, so the history of sign-offs stays.
 */
@Entity('payroll_seals')
@Index('payroll_seals_workspace_start_idx', ['idWorkspace', 'startAt'])
@Exclusion(
  'payroll_seals_no_overlap',
  `USING gist ("id_workspace" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("reopened_at" IS NULL)`,
)
@Check('payroll_seals_unit_check', `"unit" IN ('week', 'month')`)
@Check('payroll_seals_range_check', '"end_at" > "start_at" AND "last_day" >= "first_day"')
@Check(
  'payroll_seals_reopen_check',
  '("reopened_at" IS NULL) = ("reopened_by" IS NULL AND "reopen_reason" IS NULL)',
)
export class PayrollSealEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspace: string;

  @Column('text')
  unit: string;

  /** Local dates, inclusive. */
  @Column('date')
  firstDay: string;

  @Column('date')
  lastDay: string;

  @Column('timestamptz')
  startAt: Date;

  @Column('timestamptz')
  endAt: Date;

  /** The workspace's zone when sealed: the local dates are in it. */
  @Column('text')
  timeZone: string;

  /** SHA-256 hex of the period's canonical attendance content. */
  @Column('text')
  digest: string;

  @Column('timestamptz', { default: () => 'now()' })
  sealedAt: Date;

  @ForeignKey(() => UserEntity, { onDelete: 'RESTRICT' })
  @Column('uuid')
  sealedBy: string;

  @Column('timestamptz', { nullable: true })
  reopenedAt: Date | null;

  @ForeignKey(() => UserEntity, { onDelete: 'RESTRICT' })
  @Column('uuid', { nullable: true })
  reopenedBy: string | null;

  @Column('text', { nullable: true })
  reopenReason: string | null;
}
