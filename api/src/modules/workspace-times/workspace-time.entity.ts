import { Check, Entity, Exclusion, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimeSpanColumns } from './time-span.columns.js';

/**
 * Attendance: clocked in to clocked out. The database, not the service, keeps the invariants:
 * one open span per member and workspace, no two live spans of a member overlapping, end after start.
 */
@Entity('workspace_times')
@Index('workspace_times_one_open_key', ['idWorkspace', 'idUser'], {
  unique: true,
  where: 'end_at IS NULL AND deleted_at IS NULL',
})
@Index('workspace_times_member_start_idx', ['idWorkspace', 'idUser', 'startAt'])
@Index('workspace_times_workspace_start_idx', ['idWorkspace', 'startAt'])
@Exclusion(
  'workspace_times_no_overlap',
  `USING gist ("id_workspace" WITH =, "id_user" WITH =, tstzrange("start_at", COALESCE("end_at", 'infinity'::timestamptz), '[)') WITH &&) WHERE ("deleted_at" IS NULL)`,
)
@Check('workspace_times_range_check', '"end_at" IS NULL OR "end_at" > "start_at"')
export class WorkspaceTimeEntity extends TimeSpanColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;
}
