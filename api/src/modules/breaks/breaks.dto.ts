import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AddBreakRequest, EditBreakRequest } from '@punchcard/shared';
import { IsOptional, IsUUID } from 'class-validator';
import { IsUnixSeconds, UNIX, UNIX_OR_NULL } from '#src/common/http/unix-seconds.js';

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
