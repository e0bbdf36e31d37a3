import { Injectable } from '@nestjs/common';
import type { PomodoroSettings } from '@punchcard/shared';
import { Database, sql, type TableRow } from '#src/database/sql/index.js';

/** Which of a membership's location switches a call changes. */
export type LocationToggleColumn = 'isWorkspaceTimeLocationOn' | 'isTimestampLocationOn';

const TOGGLE_COLUMNS = {
  isWorkspaceTimeLocationOn: 'is_workspace_time_location_on',
  isTimestampLocationOn: 'is_timestamp_location_on',
} as const satisfies Record<LocationToggleColumn, keyof TableRow<'workspace_members'>>;

@Injectable()
export class PreferencesRepository {
  constructor(private readonly db: Database) {}

  async setLocationToggle(
    idMember: string,
    column: LocationToggleColumn,
    isOn: boolean,
  ): Promise<void> {
    await this.db.execute(
      sql`UPDATE workspace_members SET ${sql.raw(TOGGLE_COLUMNS[column])} = ${isOn}
           WHERE id = ${idMember}`,
    );
  }

  async setPomodoroEnabled(idUser: string, isEnabled: boolean): Promise<void> {
    await this.db.execute(
      sql`UPDATE users SET is_pomodoro_enabled = ${isEnabled}, updated_at = now()
           WHERE id = ${idUser}`,
    );
  }

  /**
   * Merges the values given over the stored ones (or the defaults) in one statement, so two
   * partial changes at once both land; answers the result.
   */
  async mergePomodoroSettings(
    idUser: string,
    change: Partial<PomodoroSettings>,
    defaults: PomodoroSettings,
  ): Promise<unknown> {
    const row = await this.db.maybeOne<Pick<TableRow<'users'>, 'pomodoro_settings'>>(
      sql`UPDATE users
             SET pomodoro_settings = coalesce(pomodoro_settings, ${JSON.stringify(defaults)}::jsonb)
                                     || ${JSON.stringify(change)}::jsonb,
                 updated_at = now()
           WHERE id = ${idUser}
          RETURNING pomodoro_settings`,
    );
    return row?.pomodoro_settings;
  }
}
