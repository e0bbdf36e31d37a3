import { ApiProperty } from '@nestjs/swagger';
import {
  type ForgottenClockOut,
  type KioskIdentifyFailure,
  KioskIdentifyFailureReason,
  type KioskIdentifyRequest,
  type KioskIdentifyResponse,
  KioskMethod,
  WORK_STATUSES,
  type WorkStatus,
} from '@punchcard/shared';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { BreakDto, WorkspaceTimeDto } from '#src/modules/workspace-times/index.js';

const METHODS = Object.values(KioskMethod);

export class KioskIdentifyDto implements KioskIdentifyRequest {
  @ApiProperty({ enum: METHODS })
  @IsIn(METHODS)
  method: KioskMethod;

  @ApiProperty({ description: 'The PIN typed, the badge token scanned or the card UID read' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  value: string;
}

class KioskMemberDto {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
}

class ForgottenClockOutDto implements ForgottenClockOut {
  @ApiProperty({ format: 'uuid' }) id_workspace_time: string;
  @ApiProperty({ description: 'Unix seconds' }) start: number;
}

export class KioskIdentifyResponseDto implements KioskIdentifyResponse {
  @ApiProperty({ type: KioskMemberDto }) member: KioskMemberDto;
  @ApiProperty({ enum: WORK_STATUSES }) work_status: WorkStatus;
  @ApiProperty({ type: WorkspaceTimeDto, nullable: true })
  workspace_time: WorkspaceTimeDto | null;
  @ApiProperty({ type: BreakDto, nullable: true }) break: BreakDto | null;
  @ApiProperty({ description: "Worked today, breaks excluded, in the workspace's time zone" })
  today_worked_seconds: number;
  @ApiProperty({
    type: ForgottenClockOutDto,
    nullable: true,
    description: 'The open workspace time started on an earlier day or more than 16 hours ago',
  })
  forgotten_clock_out: ForgottenClockOutDto | null;
  @ApiProperty({ description: 'Proof for the next punch: this member at this kiosk, 5 minutes' })
  kiosk_session: string;
  @ApiProperty({ description: 'Unix seconds' }) kiosk_session_expires_at: number;
}

export class KioskIdentifyFailureDto implements KioskIdentifyFailure {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) id_kiosk: string;
  @ApiProperty() kiosk_name: string;
  @ApiProperty({ enum: METHODS }) method: KioskMethod;
  @ApiProperty({ enum: Object.values(KioskIdentifyFailureReason) })
  reason: KioskIdentifyFailureReason;
  @ApiProperty({ description: 'Unix seconds' }) at: number;
}

export class KioskIdentifyFailurePageDto {
  @ApiProperty({ type: [KioskIdentifyFailureDto], description: 'Newest first' })
  items: KioskIdentifyFailureDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'before of the next page; null after the last',
  })
  next_before: string | null;
}
