import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  LocationToggle,
  PomodoroSettings,
  PomodoroStatus,
  Preferences,
} from '@punchcard/shared';
import { ErrorKey } from '@punchcard/shared';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess, CurrentAuth } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import {
  LocationToggleDto,
  PomodoroSettingsDto,
  PomodoroSettingsPatchDto,
  PomodoroStatusDto,
  PreferencesDto,
} from './preferences.dto.js';
import { PreferencesService } from './preferences.service.js';

const ACTIVE = { workspace: 'active' } as const;

@ApiTags('accounts')
@Controller('accounts/me')
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Get('preferences')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: "Get the caller's preferences" })
  @ApiOkResponse({ type: PreferencesDto })
  read(@CurrentAuth() auth: AuthContext, @CurrentAccess() access: WorkspaceAccess): Preferences {
    return this.preferences.read(auth, access);
  }

  @Patch('location/workspace-time')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Choose whether clocking records the location' })
  @ApiErrors(ErrorKey.KioskPreconditionFailed)
  @ApiOkResponse({ type: LocationToggleDto, description: 'Clock in/out records the location' })
  setWorkspaceTimeLocation(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: LocationToggleDto,
  ): Promise<LocationToggle> {
    return this.preferences.setLocation(access, 'isWorkspaceTimeLocationOn', dto.is_location_on);
  }

  @Patch('location/timestamp')
  @Authenticated(ACTIVE)
  @ApiOperation({ summary: 'Choose whether activities record the location' })
  @ApiErrors(ErrorKey.KioskPreconditionFailed)
  @ApiOkResponse({ type: LocationToggleDto, description: 'Activities record the location' })
  setTimestampLocation(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: LocationToggleDto,
  ): Promise<LocationToggle> {
    return this.preferences.setLocation(access, 'isTimestampLocationOn', dto.is_location_on);
  }

  @Patch('pomodoro/status')
  @Authenticated()
  @ApiOperation({ summary: 'Set the pomodoro status' })
  @ApiOkResponse({ type: PomodoroStatusDto })
  setPomodoroStatus(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: PomodoroStatusDto,
  ): Promise<PomodoroStatus> {
    return this.preferences.setPomodoroStatus(auth, dto.is_pomodoro_enabled);
  }

  @Patch('pomodoro/settings')
  // Checked against the workspace, stored on the account: a session's act only.
  @Authenticated({ ...ACTIVE, apiKey: false })
  @ApiOperation({ summary: "Change the caller's pomodoro settings" })
  @ApiErrors(ErrorKey.PlanFeatureUnavailable)
  @ApiOkResponse({ type: PomodoroSettingsDto, description: 'The whole settings after the change' })
  setPomodoroSettings(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: PomodoroSettingsPatchDto,
  ): Promise<PomodoroSettings> {
    return this.preferences.setPomodoroSettings(auth, access, dto);
  }
}
