import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AddBreakRequest, Break, EditBreakRequest } from '@punchcard/shared';
import { IsOptional, IsUUID } from 'class-validator';
import { TimeMetadataDto } from '#src/modules/workspace-times/span.dto.js';
import { IsUnixSeconds, UNIX, UNIX_OR_NULL } from '#src/common/http/unix-seconds.js';

export class BreakDto implements Break {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty({ format: 'uuid' }) id_workspace: string;
  @ApiProperty({ format: 'uuid' }) id_workspace_time: string;
  @ApiProperty(UNIX) start: number;
  @ApiProperty({ ...UNIX_OR_NULL, description: 'unix seconds; null while open' })
  end: number | null;
  @ApiProperty({ type: Boolean, enum: [true] }) is_break_time: true;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Who started it' })
  started_by: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Who ended it' })
  stopped_by: string | null;
  @ApiProperty({ ...UNIX_OR_NULL, description: 'unix seconds; set when entered after the fact' })
  added_at: number | null;
  @ApiProperty(UNIX_OR_NULL) edited_at: number | null;
  @ApiProperty({ type: TimeMetadataDto }) metadata_in: TimeMetadataDto;
  @ApiProperty({ type: TimeMetadataDto }) metadata_out: TimeMetadataDto;
  @ApiProperty(UNIX_OR_NULL) deleted_at: number | null;
}

export class EditBreakDto implements EditBreakRequest {
  @ApiProperty({ ...UNIX, description: 'unix seconds; not in the future' })
  @IsUnixSeconds()
  start: number;

  @ApiPropertyOptional({
    ...UNIX_OR_NULL,
    description:
      'unix seconds, not in the future; only for a closed break (omitted: unchanged). An open one takes none or null.',
  })
  @IsOptional()
  @IsUnixSeconds()
  end?: number | null;
}

export class AddBreakDto implements AddBreakRequest {
  @ApiProperty({
    format: 'uuid',
    description: "The spec's idWorkspace_time: the workspace time the break lies in",
  })
  @IsUUID()
  id_workspace_time: string;

  @ApiProperty(UNIX) @IsUnixSeconds() start: number;

  @ApiProperty({ ...UNIX, description: 'unix seconds; after start, not in the future' })
  @IsUnixSeconds()
  end: number;
}
