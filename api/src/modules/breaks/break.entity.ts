import {
  Check,
  Column,
  Entity,
  Exclusion,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { TimeSpanColumns } from '#src/modules/workspace-times/time-span.columns.js';
import { WorkspaceTimeEntity } from '#src/modules/workspace-times/workspace-time.entity.js';

/**
 * A break inside a workspace time. One open break per workspace time, live breaks never overlap,
 * and a deferred constraint trigger (`breaks_inside_workspace_time`, see the migration) keeps
 * every live break inside its live workspace time, whichever of the two is edited.
 */
@Entity('breaks')
@Index('breaks_one_open_key', ['idWorkspaceTime'], {
  unique: true,
  where: 'end_at IS NULL AND deleted_at IS NULL',
})
@Index('breaks_member_start_idx', ['idWorkspace', 'idUser', 'startAt'])
@Index('breaks_id_workspace_time_idx', ['idWorkspaceTime'])
@Exclusion(
  'breaks_no_overlap',
  `USING gist ("id_workspace_time" WITH =, tstzrange("start_at", COALESCE("end_at", 'infinity'::timestamptz), '[)') WITH &&) WHERE ("deleted_at" IS NULL)`,
)
@Check('breaks_range_check', '"end_at" IS NULL OR "end_at" > "start_at"')
export class BreakEntity extends TimeSpanColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ForeignKey(() => WorkspaceTimeEntity, { onDelete: 'CASCADE' })
  @Column('uuid')
  idWorkspaceTime: string;
}
