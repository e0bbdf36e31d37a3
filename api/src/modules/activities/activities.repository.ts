import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';
import { epoch } from '#src/modules/projects/project-viewer.js';
import { TimestampSettingsEntity } from '#src/modules/workspaces/timestamp-settings.entity.js';
import { ActivityEntity } from './activity.entity.js';

/** An activity straight from SQL: times in unix seconds, tags as ids of live tags. */
export interface ActivityRow {
  id: string;
  id_workspace: string;
  id_user: string;
  id_workspace_time: string | null;
  id_project: string | null;
  id_task: string | null;
  id_category: string | null;
  description: string | null;
  note: string | null;
  feedback: string | null;
  start: number;
  end: number | null;
  location_in: string | null;
  latitude_in: number | null;
  longitude_in: number | null;
  user_agent_in: string | null;
  ip_address_in: string | null;
  location_out: string | null;
  latitude_out: number | null;
  longitude_out: number | null;
  user_agent_out: string | null;
  ip_address_out: string | null;
  deleted_at: number | null;
  tags: string[];
}

/** The columns a write may set. */
export type ActivityValues = Partial<
  Pick<
    ActivityEntity,
    | 'idWorkspaceTime'
    | 'idProject'
    | 'idTask'
    | 'idCategory'
    | 'description'
    | 'note'
    | 'feedback'
    | 'startAt'
    | 'endAt'
    | 'startedBy'
    | 'stoppedBy'
    | 'locationIn'
    | 'latitudeIn'
    | 'longitudeIn'
    | 'userAgentIn'
    | 'ipAddressIn'
    | 'locationOut'
    | 'latitudeOut'
    | 'longitudeOut'
    | 'userAgentOut'
    | 'ipAddressOut'
    | 'addedAt'
    | 'editedAt'
    | 'deletedAt'
  >
>;

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

const SELECT_ACTIVITY = `
  SELECT a.id, a.id_workspace, a.id_user, a.id_workspace_time, a.id_project, a.id_task,
         a.id_category, a.description, a.note, a.feedback,
         ${epoch('a.start_at')} AS start, ${epoch('a.end_at')} AS "end",
         a.location_in, a.latitude_in, a.longitude_in, a.user_agent_in, a.ip_address_in,
         a.location_out, a.latitude_out, a.longitude_out, a.user_agent_out, a.ip_address_out,
         ${epoch('a.deleted_at')} AS deleted_at,
         COALESCE((SELECT json_agg(g.id ORDER BY g.id)
                     FROM activity_tags at JOIN tags g ON g.id = at.id_tag AND g.deleted_at IS NULL
                    WHERE at.id_activity = a.id), '[]'::json) AS tags
    FROM activities a`;

/** Hides what the plan no longer keeps; `$n` is the cutoff (null keeps everything). */
const retained = (n: number) => `($${n}::timestamptz IS NULL OR a.start_at >= $${n}::timestamptz)`;

/**
 * Activities and their tags. Writes may raise `activities_no_overlap` (23P01) and
 * `activities_range_check` (23514): the services turn them into the catalogue's keys.
 */
@Injectable()
export class ActivitiesRepository {
  constructor(
    @InjectRepository(ActivityEntity) private readonly activities: Repository<ActivityEntity>,
  ) {}

  private db(tx?: Tx): Tx {
    return tx ?? this.activities.manager;
  }

  /** One activity of the workspace in any state (deleted too), locked for the transaction. */
  async lock(tx: Tx, idWorkspace: string, id: string): Promise<ActivityRow | undefined> {
    const rows = await queryRows<ActivityRow>(
      tx,
      `${SELECT_ACTIVITY} WHERE a.id = $1 AND a.id_workspace = $2 FOR UPDATE OF a`,
      [id, idWorkspace],
    );
    return rows[0];
  }

  async find(idWorkspace: string, id: string, tx?: Tx): Promise<ActivityRow | undefined> {
    const rows = await queryRows<ActivityRow>(
      this.db(tx),
      `${SELECT_ACTIVITY} WHERE a.id = $1 AND a.id_workspace = $2`,
      [id, idWorkspace],
    );
    return rows[0];
  }

  /** The member's running activity, if the plan still shows it. */
  async findOpen(
    idWorkspace: string,
    idUser: string,
    cutoff: Date | null,
  ): Promise<ActivityRow | undefined> {
    const rows = await queryRows<ActivityRow>(
      this.db(),
      `${SELECT_ACTIVITY}
        WHERE a.id_workspace = $1 AND a.id_user = $2 AND a.end_at IS NULL
          AND a.deleted_at IS NULL AND ${retained(3)}
        ORDER BY a.start_at DESC, a.id LIMIT 1`,
      [idWorkspace, idUser, cutoff],
    );
    return rows[0];
  }

  /** Live activities of one member intersecting [from, to) (a running one reaches forever), by start. */
  list(filter: ActivityFilter): Promise<ActivityRow[]> {
    return queryRows<ActivityRow>(
      this.db(),
      `${SELECT_ACTIVITY}
        WHERE a.id_workspace = $1 AND a.id_user = $2 AND a.deleted_at IS NULL
          AND a.start_at < $4::timestamptz AND (a.end_at IS NULL OR a.end_at > $3::timestamptz)
          AND ${retained(5)}
          AND ($6::uuid IS NULL OR a.id_project = $6::uuid)
          AND ($7::uuid IS NULL OR a.id_task = $7::uuid)
          AND ($8::uuid IS NULL OR a.id_category = $8::uuid)
          AND ($9::uuid IS NULL OR EXISTS (SELECT 1 FROM activity_tags f
                                            WHERE f.id_activity = a.id AND f.id_tag = $9::uuid))
        ORDER BY a.start_at, a.id`,
      [
        filter.idWorkspace,
        filter.idUser,
        filter.from,
        filter.to,
        filter.cutoff,
        filter.idProject ?? null,
        filter.idTask ?? null,
        filter.idCategory ?? null,
        filter.idTag ?? null,
      ],
    );
  }

  async insert(
    tx: Tx,
    values: ActivityValues & Pick<ActivityEntity, 'idWorkspace' | 'idUser' | 'startAt'>,
  ): Promise<string> {
    const activities = tx.getRepository(ActivityEntity);
    const activity = await activities.save(activities.create(values));
    return activity.id;
  }

  async update(tx: Tx, id: string, values: ActivityValues): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await tx.getRepository(ActivityEntity).update({ id }, values);
  }

  async setTags(tx: Tx, id: string, tags: string[]): Promise<void> {
    await tx.query(`DELETE FROM activity_tags WHERE id_activity = $1`, [id]);
    await tx.query(
      `INSERT INTO activity_tags (id_activity, id_tag) SELECT $1, unnest($2::uuid[])
       ON CONFLICT DO NOTHING`,
      [id, tags],
    );
  }

  /** Every workspace gets its row at creation, so a missing one is a broken invariant. */
  timestampSettingsOf(tx: Tx, idWorkspace: string): Promise<TimestampSettingsEntity> {
    return tx.getRepository(TimestampSettingsEntity).findOneOrFail({ where: { idWorkspace } });
  }
}
