import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PomodoroSettings } from '@punchcard/shared';
import type { Repository } from 'typeorm';
import { queryRows } from '#src/database/transactions.js';
import { UserEntity } from '#src/modules/accounts/user.entity.js';
import { WorkspaceMemberEntity } from '#src/modules/members/workspace-member.entity.js';

/** Which of a membership's location switches a call changes. */
export type LocationToggleColumn = 'isWorkspaceTimeLocationOn' | 'isTimestampLocationOn';

@Injectable()
export class PreferencesRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(WorkspaceMemberEntity)
    private readonly members: Repository<WorkspaceMemberEntity>,
  ) {}

  async setLocationToggle(
    idMember: string,
    column: LocationToggleColumn,
    isOn: boolean,
  ): Promise<void> {
    await this.members.update({ id: idMember }, { [column]: isOn });
  }

  async setPomodoroEnabled(idUser: string, isEnabled: boolean): Promise<void> {
    await this.users.update({ id: idUser }, { isPomodoroEnabled: isEnabled });
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
    const rows = await queryRows<{ pomodoro_settings: unknown }>(
      this.users.manager,
      `UPDATE users
          SET pomodoro_settings = coalesce(pomodoro_settings, $2::jsonb) || $3::jsonb,
              updated_at = now()
        WHERE id = $1
        RETURNING pomodoro_settings`,
      [idUser, JSON.stringify(defaults), JSON.stringify(change)],
    );
    return rows[0]?.pomodoro_settings;
  }
}
