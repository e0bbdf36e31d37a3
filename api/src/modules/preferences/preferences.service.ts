import { Injectable } from '@nestjs/common';
import {
  DEFAULT_POMODORO_SETTINGS,
  ErrorKey,
  type LocationToggle,
  PlanFeature,
  type PomodoroSettings,
  type PomodoroStatus,
  type Preferences,
} from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { forbidden, preconditionFailed } from '#src/common/errors/app.exception.js';
import type { PomodoroSettingsPatchDto } from './preferences.dto.js';
import { type LocationToggleColumn, PreferencesRepository } from './preferences.repository.js';

/** Stored settings are ours, but a row written by hand must not break the read. */
function pomodoroSettingsOf(stored: unknown): PomodoroSettings {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  const pick = (key: keyof PomodoroSettings) => {
    const n = value[key];
    return typeof n === 'number' && Number.isInteger(n) ? n : DEFAULT_POMODORO_SETTINGS[key];
  };
  return {
    work: pick('work'),
    short_break: pick('short_break'),
    long_break: pick('long_break'),
    rounds: pick('rounds'),
  };
}

/** The caller's own settings: pomodoro on the account, location switches per membership. */
@Injectable()
export class PreferencesService {
  constructor(
    private readonly preferences: PreferencesRepository,
    private readonly plans: PlanRules,
  ) {}

  read(auth: AuthContext, access: WorkspaceAccess): Preferences {
    return {
      is_pomodoro_enabled: auth.user.isPomodoroEnabled,
      pomodoro_settings: pomodoroSettingsOf(auth.user.pomodoroSettings),
      is_workspace_time_location_on: access.member.isWorkspaceTimeLocationOn,
      is_timestamp_location_on: access.member.isTimestampLocationOn,
    };
  }

  /** Recording locations needs the plan's location-and-metadata feature (412, the catalogue's key). */
  async setLocation(
    access: WorkspaceAccess,
    column: LocationToggleColumn,
    isOn: boolean,
  ): Promise<LocationToggle> {
    if (!this.plans.has(access.workspace.plan, PlanFeature.LocationAndMetadata)) {
      throw preconditionFailed(
        ErrorKey.KioskPreconditionFailed,
        'Recording locations needs the LITE plan or above.',
      );
    }
    await this.preferences.setLocationToggle(access.member.id, column, isOn);
    return { is_location_on: isOn };
  }

  async setPomodoroStatus(auth: AuthContext, isEnabled: boolean): Promise<PomodoroStatus> {
    await this.preferences.setPomodoroEnabled(auth.user.id, isEnabled);
    return { is_pomodoro_enabled: isEnabled };
  }

  /**
   * Custom lengths need the plan's pomodoro-settings feature (403 plan_feature_unavailable) and
   * the workspace's administrators to allow them (403 error.forbidden).
   */
  async setPomodoroSettings(
    auth: AuthContext,
    access: WorkspaceAccess,
    dto: PomodoroSettingsPatchDto,
  ): Promise<PomodoroSettings> {
    if (!this.plans.has(access.workspace.plan, PlanFeature.PomodoroSettings)) {
      throw forbidden(
        ErrorKey.PlanFeatureUnavailable,
        'Pomodoro customisation needs the BASIC plan or above.',
      );
    }
    if (!access.workspace.isPomodoroCustomizationEnabled) {
      throw forbidden(
        ErrorKey.Forbidden,
        'This workspace does not allow members to customise the pomodoro.',
      );
    }
    const change: Partial<PomodoroSettings> = {
      ...(dto.work !== undefined && { work: dto.work }),
      ...(dto.short_break !== undefined && { short_break: dto.short_break }),
      ...(dto.long_break !== undefined && { long_break: dto.long_break }),
      ...(dto.rounds !== undefined && { rounds: dto.rounds }),
    };
    const stored = await this.preferences.mergePomodoroSettings(
      auth.user.id,
      change,
      DEFAULT_POMODORO_SETTINGS,
    );
    return pomodoroSettingsOf(stored);
  }
}
