import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { queryRows } from '#src/database/transactions.js';
import type { ActivityRow } from '#src/modules/activities/activities.repository.js';
import type { BreakRow } from '#src/modules/breaks/break.mapper.js';
import { epoch } from '#src/modules/projects/project-viewer.js';
import { type SpanRow, spanColumns } from '#src/modules/workspace-times/span-row.js';
import { TimeRequestEntity } from './time-request.entity.js';

/** Hides entries the plan no longer keeps; `$3` is the cutoff (null keeps everything). */
const RETAINED = '($3::timestamptz IS NULL OR t.start_at >= $3::timestamptz)';

/**
 * The live entries requests point at, read for the preview in the same wire rows the time
 * modules map (a deleted target, or one beyond retention, is gone: no row).
 */
@Injectable()
export class RequestTargetsRepository {
  constructor(
    @InjectRepository(TimeRequestEntity)
    private readonly requests: Repository<TimeRequestEntity>,
  ) {}

  private async one<T>(sql: string, params: unknown[]): Promise<T | undefined> {
    const [row] = await queryRows<T>(this.requests.manager, sql, params);
    return row;
  }

  activity(idWorkspace: string, id: string, cutoff: Date | null): Promise<ActivityRow | undefined> {
    return this.one<ActivityRow>(
      `SELECT t.id, t.id_workspace, t.id_user, t.id_workspace_time, t.id_project, t.id_task,
              t.id_category, t.description, t.note, t.feedback,
              ${epoch('t.start_at')} AS start, ${epoch('t.end_at')} AS "end",
              t.location_in, t.latitude_in, t.longitude_in, t.user_agent_in, t.ip_address_in,
              t.location_out, t.latitude_out, t.longitude_out, t.user_agent_out, t.ip_address_out,
              ${epoch('t.deleted_at')} AS deleted_at,
              COALESCE((SELECT json_agg(g.id ORDER BY g.id)
                          FROM activity_tags at
                          JOIN tags g ON g.id = at.id_tag AND g.deleted_at IS NULL
                         WHERE at.id_activity = t.id), '[]'::json) AS tags
         FROM activities t
        WHERE t.id = $1 AND t.id_workspace = $2 AND t.deleted_at IS NULL AND ${RETAINED}`,
      [id, idWorkspace, cutoff],
    );
  }

  workspaceTime(
    idWorkspace: string,
    id: string,
    cutoff: Date | null,
  ): Promise<SpanRow | undefined> {
    return this.one<SpanRow>(
      `SELECT ${spanColumns('t')} FROM workspace_times t
        WHERE t.id = $1 AND t.id_workspace = $2 AND t.deleted_at IS NULL AND ${RETAINED}`,
      [id, idWorkspace, cutoff],
    );
  }

  break(idWorkspace: string, id: string, cutoff: Date | null): Promise<BreakRow | undefined> {
    return this.one<BreakRow>(
      `SELECT ${spanColumns('t', ['id_workspace_time'])} FROM breaks t
        WHERE t.id = $1 AND t.id_workspace = $2 AND t.deleted_at IS NULL AND ${RETAINED}`,
      [id, idWorkspace, cutoff],
    );
  }
}
