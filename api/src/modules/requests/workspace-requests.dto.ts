import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type FileBreakRequest,
  type FileWorkspaceTimeRequest,
  type FillDraftRequest,
  REQUEST_REASON_MAX,
  REQUEST_TYPES,
  type RequestType,
  type ReviewWorkspaceRequest,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { IsUnixSeconds, UNIX, UNIX_OR_NULL } from '#src/common/http/unix-seconds.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Why the member asks: trimmed, never empty. */
function Reason(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ minLength: 1, maxLength: REQUEST_REASON_MAX, description: 'Trimmed' })(
      target,
      key,
    );
    Transform(trim)(target, key);
    IsString()(target, key);
    Length(1, REQUEST_REASON_MAX)(target, key);
  };
}

/** An optional id that may also be sent as null. */
function OptionalId(description: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description })(target, key);
    IsOptional()(target, key);
    IsUUID()(target, key);
  };
}

/** An optional moment in unix seconds that may also be sent as null. */
function OptionalMoment(description: string): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ ...UNIX_OR_NULL, description })(target, key);
    IsOptional()(target, key);
    IsUnixSeconds()(target, key);
  };
}

const START =
  'unix seconds, not in the future nor before what the plan keeps. Add: required. Edit: omitted keeps the current start. Delete: none.';
const END =
  'unix seconds, after start. Add, or edit of a closed one: omitted or null files a draft. Edit of a running one, and delete: none.';

export class FileWorkspaceTimeRequestDto implements FileWorkspaceTimeRequest {
  @ApiProperty({ enum: REQUEST_TYPES })
  @IsIn(REQUEST_TYPES)
  request_type: RequestType;

  @OptionalId('Edit and delete: the workspace time (one of your live ones). Add: none.')
  id_workspace_time?: string | null;

  @OptionalMoment(START) start?: number | null;
  @OptionalMoment(END) end?: number | null;
  @Reason() reason: string;
}

export class FileBreakRequestDto implements FileBreakRequest {
  @ApiProperty({ enum: REQUEST_TYPES })
  @IsIn(REQUEST_TYPES)
  request_type: RequestType;

  @OptionalId(
    'The workspace time the break lies in: required for add; for edit and delete, when sent, it must be the one the break lies in.',
  )
  id_workspace_time?: string | null;

  @OptionalId('Edit and delete: the break (one of your live ones). Add: none.')
  id_break_time?: string | null;

  @OptionalMoment(START) start?: number | null;
  @OptionalMoment(END) end?: number | null;
  @Reason() reason: string;
}

export class FillDraftRequestDto implements FillDraftRequest {
  @ApiProperty({ format: 'uuid', description: 'One of your drafts' })
  @IsUUID()
  id_request: string;

  @ApiPropertyOptional({
    ...UNIX,
    description: 'unix seconds; omitted keeps the start of the draft',
  })
  @IsOptional()
  @IsUnixSeconds()
  start?: number;

  @ApiProperty({ ...UNIX, description: 'unix seconds; after start, not in the future' })
  @IsUnixSeconds()
  end: number;
}

export class ReviewWorkspaceRequestDto implements ReviewWorkspaceRequest {
  @ApiProperty() @IsBoolean() is_approved: boolean;

  @ApiProperty({ description: 'false: the id is a break request' })
  @IsBoolean()
  is_workspace_time_request: boolean;
}
