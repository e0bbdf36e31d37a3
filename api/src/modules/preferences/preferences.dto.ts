import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type LocationToggle,
  POMODORO_BOUNDS,
  type PomodoroSettings,
  type PomodoroStatus,
  type Preferences,
} from '@punchcard/shared';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

const { work, short_break, long_break, rounds } = POMODORO_BOUNDS;

export class LocationToggleDto implements LocationToggle {
  @ApiProperty()
  @IsBoolean()
  is_location_on: boolean;
}

export class PomodoroStatusDto implements PomodoroStatus {
  @ApiProperty()
  @IsBoolean()
  is_pomodoro_enabled: boolean;
}

/** Only the values sent change; the rest keep their current (or default) value. */
export class PomodoroSettingsPatchDto implements Partial<PomodoroSettings> {
  @ApiPropertyOptional({ minimum: work.min, maximum: work.max, description: 'seconds' })
  @IsOptional()
  @IsInt()
  @Min(work.min)
  @Max(work.max)
  work?: number;

  @ApiPropertyOptional({
    minimum: short_break.min,
    maximum: short_break.max,
    description: 'seconds',
  })
  @IsOptional()
  @IsInt()
  @Min(short_break.min)
  @Max(short_break.max)
  short_break?: number;

  @ApiPropertyOptional({
    minimum: long_break.min,
    maximum: long_break.max,
    description: 'seconds',
  })
  @IsOptional()
  @IsInt()
  @Min(long_break.min)
  @Max(long_break.max)
  long_break?: number;

  @ApiPropertyOptional({
    minimum: rounds.min,
    maximum: rounds.max,
    description: 'Work rounds before a long break',
  })
  @IsOptional()
  @IsInt()
  @Min(rounds.min)
  @Max(rounds.max)
  rounds?: number;
}

export class PomodoroSettingsDto implements PomodoroSettings {
  @ApiProperty({ description: 'seconds' }) work: number;
  @ApiProperty({ description: 'seconds' }) short_break: number;
  @ApiProperty({ description: 'seconds' }) long_break: number;
  @ApiProperty() rounds: number;
}

export class PreferencesDto implements Preferences {
  @ApiProperty() is_pomodoro_enabled: boolean;
  @ApiProperty({ type: PomodoroSettingsDto, description: 'Defaults when never customised' })
  pomodoro_settings: PomodoroSettingsDto;
  @ApiProperty({ description: 'In the active workspace' }) is_workspace_time_location_on: boolean;
  @ApiProperty({ description: 'In the active workspace' }) is_timestamp_location_on: boolean;
}
