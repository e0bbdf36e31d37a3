import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  IsoWeekday,
  MemberScheduleOverride,
  MemberScheduleView,
  ScheduleDay,
  UpdateMemberScheduleBody,
  UpdateWorkspaceScheduleBody,
  WorkSchedule,
  WorkspaceScheduleView,
} from '@punchcard/shared';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  Matches,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

const WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];
/** Wall-clock HH:MM, 00:00 to 23:59. */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A calendar date; IsISO8601 (strict) also refuses 2026-02-30. */
const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/;

export class ScheduleDayDto implements ScheduleDay {
  @ApiProperty({ enum: WEEKDAYS, description: 'ISO weekday: 1 Monday .. 7 Sunday' })
  @IsIn(WEEKDAYS)
  weekday: IsoWeekday;

  @ApiProperty({ type: String, nullable: true, example: '09:00', description: 'null: day off' })
  @ValidateIf((day: ScheduleDayDto) => day.start !== null)
  @Matches(HH_MM, { message: 'start must be HH:MM' })
  start: string | null;

  @ApiProperty({ type: String, nullable: true, example: '18:00', description: 'After start' })
  @ValidateIf((day: ScheduleDayDto) => day.end !== null)
  @Matches(HH_MM, { message: 'end must be HH:MM' })
  end: string | null;
}

class ScheduleDaysBody {
  @ApiProperty({
    type: [ScheduleDayDto],
    minItems: 7,
    maxItems: 7,
    description: 'Each weekday once',
  })
  @IsArray()
  @ArrayMinSize(7)
  @ArrayMaxSize(7)
  @ValidateNested({ each: true })
  @Type(() => ScheduleDayDto)
  days: ScheduleDayDto[];

  @ApiPropertyOptional({
    example: '2026-04-01',
    description: "Default: today in the workspace's zone",
  })
  @IsOptional()
  @Matches(YYYY_MM_DD, { message: 'effective_from must be YYYY-MM-DD' })
  @IsISO8601({ strict: true })
  effective_from?: string;
}

export class UpdateWorkspaceScheduleDto
  extends ScheduleDaysBody
  implements UpdateWorkspaceScheduleBody
{
  @ApiPropertyOptional({ enum: WEEKDAYS, description: 'The ISO weekday reports start weeks on' })
  @IsOptional()
  @IsIn(WEEKDAYS)
  week_start?: IsoWeekday;
}

export class UpdateMemberScheduleDto extends ScheduleDaysBody implements UpdateMemberScheduleBody {}

export class ReturnToWorkspaceScheduleQueryDto {
  @ApiPropertyOptional({
    example: '2026-04-01',
    description: "Default: today in the workspace's zone",
  })
  @IsOptional()
  @Matches(YYYY_MM_DD, { message: 'effective_from must be YYYY-MM-DD' })
  @IsISO8601({ strict: true })
  effective_from?: string;
}

export class WorkScheduleDto implements WorkSchedule {
  @ApiProperty({ type: [ScheduleDayDto], description: 'Seven days, Monday first' })
  days: ScheduleDayDto[];

  @ApiProperty({ example: '2026-04-01', description: 'Local date it applies from' })
  effective_from: string;
}

export class MemberScheduleOverrideDto implements MemberScheduleOverride {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: WorkScheduleDto }) schedule: WorkScheduleDto;
}

export class WorkspaceScheduleViewDto implements WorkspaceScheduleView {
  @ApiProperty({ example: 'Asia/Tokyo' }) time_zone: string;
  @ApiProperty({ enum: WEEKDAYS }) week_start: IsoWeekday;
  @ApiProperty({ type: WorkScheduleDto, description: 'In force today' }) current: WorkScheduleDto;

  @ApiProperty({
    type: [WorkScheduleDto],
    description: 'Newest first; the default (Mon-Fri 09:00-18:00) last, from 1970-01-01',
  })
  history: WorkScheduleDto[];

  @ApiProperty({
    type: [MemberScheduleOverrideDto],
    description: 'Members with their own schedule in force today or later',
  })
  overrides: MemberScheduleOverrideDto[];
}

export class MemberScheduleViewDto implements MemberScheduleView {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty({ description: "True while the member's own schedule is in force" })
  is_custom: boolean;
  @ApiProperty({ type: WorkScheduleDto }) current: WorkScheduleDto;
  @ApiProperty({ type: Number, nullable: true, description: 'unix seconds' })
  updated_at: number | null;
}
