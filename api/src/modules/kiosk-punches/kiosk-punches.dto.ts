import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PUNCH_BATCH_MAX,
  type PunchBatchRequest,
  type PunchListQuery,
  type PunchRecordStatus,
} from '@punchcard/shared';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional } from 'class-validator';
import { KioskActivityQueryDto } from '#src/common/http/keyset-page.js';
import { ChainHeadDto } from '#src/modules/kiosks/index.js';

export class PunchBatchDto implements PunchBatchRequest {
  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    minItems: 1,
    maxItems: PUNCH_BATCH_MAX,
    description:
      'Journal entries (docs/kiosk-protocol.md), oldest first; each is checked on its own and answered in order',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(PUNCH_BATCH_MAX)
  punches: unknown[];
}

class PunchResultDto {
  @ApiProperty({ type: String, nullable: true }) id: string | null;
  @ApiProperty({ type: Number, nullable: true }) seq: number | null;
  @ApiProperty({ enum: ['applied', 'duplicate', 'rejected'] }) status: string;
  @ApiPropertyOptional({ description: 'rejected: why (kiosk.punch.* or a clock key)' })
  error_key?: string;
  @ApiPropertyOptional() message?: string;
  @ApiPropertyOptional({ description: 'clock_in / clock_out: the workspace time it changed' })
  workspace_time?: object;
  @ApiPropertyOptional({
    type: Object,
    nullable: true,
    description: 'clock_in with left_at: the forgotten workspace time closed at left_at',
  })
  closed_workspace_time?: object | null;
  @ApiPropertyOptional({ description: 'break_start / break_end: the break it changed' })
  break?: object;
}

export class PunchBatchResponseDto {
  @ApiProperty({ type: [PunchResultDto] }) results: PunchResultDto[];
  @ApiProperty({ type: ChainHeadDto, nullable: true }) head: ChainHeadDto | null;
}

export class PunchListQueryDto extends KioskActivityQueryDto implements PunchListQuery {
  @ApiPropertyOptional({ enum: ['applied', 'rejected'] })
  @IsOptional()
  @IsIn(['applied', 'rejected'])
  status?: PunchRecordStatus;
}

export class KioskPunchRecordDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) id_kiosk: string;
  @ApiProperty() kiosk_name: string;
  @ApiProperty({ type: String, nullable: true }) entry_id: string | null;
  @ApiProperty({ type: Number, nullable: true }) seq: number | null;
  @ApiProperty({ type: Number, nullable: true }) at: number | null;
  @ApiProperty({ type: String, nullable: true }) action: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['session', 'pin', 'qr', 'nfc'] })
  credential_kind: string | null;
  @ApiProperty({ type: String, nullable: true }) id_user: string | null;
  @ApiProperty({ type: String, nullable: true }) id_selfie: string | null;
  @ApiProperty({ type: Number, nullable: true }) left_at: number | null;
  @ApiProperty({ enum: ['applied', 'rejected'] }) status: string;
  @ApiProperty() in_chain: boolean;
  @ApiProperty({ type: String, nullable: true }) error_key: string | null;
  @ApiProperty({ type: String, nullable: true }) detail: string | null;
  @ApiProperty({ type: String, nullable: true }) id_workspace_time: string | null;
  @ApiProperty({ type: String, nullable: true }) id_break: string | null;
  @ApiProperty() received_at: number;
  @ApiProperty() received_count: number;
}

export class KioskPunchPageDto {
  @ApiProperty({ type: [KioskPunchRecordDto], description: 'Newest received first' })
  items: KioskPunchRecordDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'before of the next page; null after the last',
  })
  next_before: string | null;
}
