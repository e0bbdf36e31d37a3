import { Injectable } from '@nestjs/common';
import { assignments, insertion } from '#src/database/sql/assignments.js';
import {
  camelRow,
  Database,
  sql,
  type TableRecord,
  type TableRow,
} from '#src/database/sql/index.js';
import { retained } from '#src/database/sql/retained.js';
import { activityColumns, spanMeets, spanRunning } from '#src/database/sql/time-spans.js';
import type { Tx } from '#src/database/transactions.js';

/** An activity straight from SQL: times in unix seconds, tags as ids of live tags. */
export type ActivityRow = Pick<
  TableRow<'activities'>,
  | 'id'
  | 'id_workspace'
  | 'id_user'
  | 'id_workspace_time'
  | 'id_project'
  | 'id_task'
  | 'id_category'
  | 'description'
  | 'note'
  | 'feedback'
  | 'location_in'
  | 'latitude_in'
  | 'longitude_in'
  | 'user_agent_in'
  | 'ip_address_in'
  | 'location_out'
  | 'latitude_out'
  | 'longitude_out'
  | 'user_agent_out'
  | 'ip_address_out'
> & { start: number; end: number | null; deleted_at: number | null; tags: string[] };

/** The columns a write may set, by their record names. */
const WRITABLE = {
  idWorkspaceTime: 'id_workspace_time',
  idProject: 'id_project',
  idTask: 'id_task',
  idCategory: 'id_category',
  description: 'description',
  note: 'note',
  feedback: 'feedback',
  startAt: 'start_at',
  endAt: 'end_at',
  startedBy: 'started_by',
  stoppedBy: 'stopped_by',
  locationIn: 'location_in',
  latitudeIn: 'latitude_in',
  longitudeIn: 'longitude_in',
  userAgentIn: 'user_agent_in',
  ipAddressIn: 'ip_address_in',
  locationOut: 'location_out',
  latitudeOut: 'latitude_out',
  longitudeOut: 'longitude_out',
  userAgentOut: 'user_agent_out',
  ipAddressOut: 'ip_address_out',
  addedAt: 'added_at',
  editedAt: 'edited_at',
  deletedAt: 'deleted_at',
} as const satisfies Partial<Record<keyof ActivityRecord, keyof TableRow<'activities'>>>;

export type ActivityRecord = TableRecord<'activities'>;

/** The columns a write may set. */
export type ActivityValues = Partial<Pick<ActivityRecord, keyof typeof WRITABLE>>;

const INSERTABLE = {
  ...WRITABLE,
  idWorkspace: 'id_workspace',
  idUser: 'id_user',
} as const satisfies Partial<Record<keyof ActivityRecord, keyof TableRow<'activities'>>>;

/** What creating an activity needs besides the optional columns. */
export type NewActivity = ActivityValues &
  Pick<ActivityRecord, 'idWorkspace' | 'idUser' | 'startAt'>;

/** Which activities a list shows: one member's, intersecting [from, to), optionally filtered. */
export interface ActivityFilter {
  idWorkspace: string;
  idUser: string;
  from: Date;
  to: Date;
  /** Entries starting earlier are beyond the plan's retention. */
  cutoff: Date | null;
  idProject?: string;
  idTask?: string;
  idCategory?: string;
  idTag?: string;
}

const SELECT_ACTIVITY = sql`SELECT ${activityColumns('a')} FROM activities a`;

/**
 * Activities and their tags. Writes may raise `activities_no_overlap` (23P01) and
 * `activities_range_check` (23514): time-violations turns them into the catalogue's keys.
 */
@Injectable()
export class ActivitiesRepository {
  constructor(private readonly db: Database) {}

  /** One activity of the workspace in any state (deleted too), locked for the transaction. */
  lock(idWorkspace: string, id: string, tx: Tx): Promise<ActivityRow | undefined> {
    return this.db.maybeOne<ActivityRow>(
      sql`${SELECT_ACTIVITY} WHERE a.id = ${id} AND a.id_workspace = ${idWorkspace}
          FOR UPDATE OF a`,
      tx,
    );
  }

  find(idWorkspace: string, id: string, tx?: Tx): Promise<ActivityRow | undefined> {
    return this.db.maybeOne<ActivityRow>(
      sql`${SELECT_ACTIVITY} WHERE a.id = ${id} AND a.id_workspace = ${idWorkspace}`,
      tx,
    );
  }

  /** The member's running activity, if the plan still shows it (see `spanRunning`). */
  findOpen(
    idWorkspace: string,
    idUser: string,
    cutoff: Date | null,
  ): Promise<ActivityRow | undefined> {
    return this.db.maybeOne<ActivityRow>(
      sql`${SELECT_ACTIVITY}
           WHERE a.id_workspace = ${idWorkspace} AND a.id_user = ${idUser}
             AND a.deleted_at IS NULL AND ${spanRunning('a')}
             AND ${retained(cutoff, 'a.start_at')}
           ORDER BY a.start_at DESC, a.id LIMIT 1`,
    );
  }

  /**
   * Live activities of one member intersecting [from, to) (a running one reaches forever), by
   * start. Served by the GiST index of activities_no_overlap (see `spanMeets`).
   */
  list(filter: ActivityFilter): Promise<ActivityRow[]> {
    const idProject = filter.idProject ?? null;
    const idTask = filter.idTask ?? null;
    const idCategory = filter.idCategory ?? null;
    const idTag = filter.idTag ?? null;
    return this.db.rows<ActivityRow>(
      sql`${SELECT_ACTIVITY}
           WHERE a.id_workspace = ${filter.idWorkspace} AND a.id_user = ${filter.idUser}
             AND a.deleted_at IS NULL AND ${spanMeets('a', filter)}
             AND ${retained(filter.cutoff, 'a.start_at')}
             AND (${idProject}::uuid IS NULL OR a.id_project = ${idProject}::uuid)
             AND (${idTask}::uuid IS NULL OR a.id_task = ${idTask}::uuid)
             AND (${idCategory}::uuid IS NULL OR a.id_category = ${idCategory}::uuid)
             AND (${idTag}::uuid IS NULL
                  OR EXISTS (SELECT 1 FROM activity_tags f
                              WHERE f.id_activity = a.id AND f.id_tag = ${idTag}::uuid))
           ORDER BY a.start_at, a.id`,
    );
  }

  async insert(values: NewActivity, tx?: Tx): Promise<string> {
    const row = await this.db.one<Pick<TableRow<'activities'>, 'id'>>(
      sql`INSERT INTO activities ${insertion(values, INSERTABLE)} RETURNING id`,
      tx,
    );
    return row.id;
  }

  /** Sets the given columns (and `updated_at`); nothing when none is given. */
  async update(id: string, values: ActivityValues, tx?: Tx): Promise<void> {
    const set = assignments(values, WRITABLE);
    if (set.length === 0) return;
    await this.db.execute(
      sql`UPDATE activities SET ${sql.join(set)}, updated_at = now() WHERE id = ${id}`,
      tx,
    );
  }

  async setTags(id: string, tags: string[], tx?: Tx): Promise<void> {
    await this.db.execute(sql`DELETE FROM activity_tags WHERE id_activity = ${id}`, tx);
    await this.db.execute(
      sql`INSERT INTO activity_tags (id_activity, id_tag)
          SELECT ${id}::uuid, unnest(${tags}::uuid[])
          ON CONFLICT DO NOTHING`,
      tx,
    );
  }

  /** Every workspace gets its row at creation, so a missing one is a broken invariant. */
  async timestampSettingsOf(
    idWorkspace: string,
    tx?: Tx,
  ): Promise<TableRecord<'timestamp_settings'>> {
    const row = await this.db.one<TableRow<'timestamp_settings'>>(
      sql`SELECT * FROM timestamp_settings WHERE id_workspace = ${idWorkspace}`,
      tx,
    );
    return camelRow(row);
  }
}
