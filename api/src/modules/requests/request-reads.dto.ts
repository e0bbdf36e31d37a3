import {
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  type ApiPropertyOptions,
  getSchemaPath,
} from '@nestjs/swagger';
import {
  type Activity,
  type Break,
  type PendingRequestsQuery,
  type PendingRequestSummaries,
  type PendingRequestSummary,
  REQUEST_KINDS,
  REQUEST_LIST_DEFAULT_LIMIT,
  REQUEST_LIST_MAX_LIMIT,
  REQUEST_STATUSES,
  type RequestKind,
  type RequestList,
  type RequestListQuery,
  type RequestPreview,
  type RequestStatus,
  type WorkspaceTime,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ActivityDto } from '#src/modules/activities/index.js';
import { BreakDto, WorkspaceTimeDto } from '#src/modules/workspace-times/index.js';
import { TimeRequestDto } from './time-request.dto.js';
import { queryBoolean, queryInt } from '#src/common/http/query-values.js';

const MEMBERS_MAX = 100;
const PAGE_MAX = 1_000_000;
const CURSOR_MAX = 200;

/** A repeated query key arrives as an array, a single one as a string. */
const queryList = ({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value);

function IsMemberIds(): PropertyDecorator {
  return (target, key) => {
    Transform(queryList)(target, key);
    IsOptional()(target, key);
    IsArray()(target, key);
    ArrayMaxSize(MEMBERS_MAX)(target, key);
    IsUUID(undefined, { each: true })(target, key);
  };
}

function IsPageSize(): PropertyDecorator {
  return (target, key) => {
    Transform(queryInt)(target, key);
    IsOptional()(target, key);
    IsInt()(target, key);
    Min(1)(target, key);
    Max(REQUEST_LIST_MAX_LIMIT)(target, key);
  };
}

const PAGE_SIZE = {
  type: 'integer',
  minimum: 1,
  maximum: REQUEST_LIST_MAX_LIMIT,
  default: REQUEST_LIST_DEFAULT_LIMIT,
} as const;

/** Continuing from a cursor: shared by both lists. */
class CursorQueryDto {
  @ApiPropertyOptional({
    maxLength: CURSOR_MAX,
    description: 'next_cursor or previous_cursor of an earlier answer; 400 for anything else',
  })
  @IsOptional()
  @IsString()
  @MaxLength(CURSOR_MAX)
  cursor?: string;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'With cursor: the page before it (still in display order)',
  })
  @Transform(queryBoolean)
  @IsOptional()
  @IsBoolean()
  is_previous?: boolean;

  @ApiPropertyOptional({ ...PAGE_SIZE, description: 'Page size when paging by cursor' })
  @IsPageSize()
  limit?: number;
}

export class RequestListQueryDto extends CursorQueryDto implements RequestListQuery {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    description:
      "Repeat the key for several members; default the caller. Others' need the kind's review permission.",
  })
  @IsMemberIds()
  id_members?: string[];

  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Same as id_members' })
  @IsMemberIds()
  'id_members[]'?: string[];

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: PAGE_MAX,
    default: 1,
    description: 'Page number when not paging by cursor',
  })
  @Transform(queryInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(PAGE_MAX)
  'marker.page'?: number;

  @ApiPropertyOptional({ ...PAGE_SIZE, description: 'Page size when not paging by cursor' })
  @IsPageSize()
  'marker.item'?: number;

  @ApiPropertyOptional({ enum: REQUEST_KINDS, default: 'activity' })
  @IsOptional()
  @IsIn(REQUEST_KINDS)
  timestamp_type?: RequestKind;

  @ApiPropertyOptional({ enum: REQUEST_STATUSES, description: 'Default: every status' })
  @IsOptional()
  @IsIn(REQUEST_STATUSES)
  status?: RequestStatus;
}

export class PendingRequestsQueryDto extends CursorQueryDto implements PendingRequestsQuery {
  @ApiPropertyOptional({
    enum: REQUEST_KINDS,
    description: 'Default: every kind the caller reviews',
  })
  @IsOptional()
  @IsIn(REQUEST_KINDS)
  timestamp_type?: RequestKind;
}

export class RequestPreviewQueryDto {
  @ApiProperty({ format: 'uuid', description: 'The request' })
  @IsUUID()
  id: string;

  @ApiPropertyOptional({ enum: REQUEST_KINDS, default: 'activity' })
  @IsOptional()
  @IsIn(REQUEST_KINDS)
  timestamp_type?: RequestKind;
}

export class RequestListDto implements RequestList {
  @ApiProperty({ type: [TimeRequestDto] }) items: TimeRequestDto[];
  @ApiProperty({ description: 'How many requests match, over all pages' }) total: number;
  @ApiProperty({ type: Number, nullable: true, description: 'null when paged by cursor' })
  page: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'null when paged by cursor' })
  item: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'null after the last request' })
  next_cursor: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null before the first request' })
  previous_cursor: string | null;
}

/** The target in its own wire shape: an activity, a workspace time or a break. */
const target = (description: string): ApiPropertyOptions => ({
  oneOf: [
    { $ref: getSchemaPath(ActivityDto) },
    { $ref: getSchemaPath(WorkspaceTimeDto) },
    { $ref: getSchemaPath(BreakDto) },
  ],
  nullable: true,
  description,
});

@ApiExtraModels(ActivityDto, WorkspaceTimeDto, BreakDto)
export class RequestPreviewDto implements RequestPreview {
  @ApiProperty({ type: TimeRequestDto }) request: TimeRequestDto;
  @ApiProperty(target('The target now; null for an add or a target gone'))
  current: Activity | WorkspaceTime | Break | null;
  @ApiProperty(
    target('The target as approval would leave it (an add has id "new"); null for a delete'),
  )
  proposed: Activity | WorkspaceTime | Break | null;
}

export class PendingRequestSummaryDto implements PendingRequestSummary {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty({ description: 'Submitted, awaiting review' }) pending_requests: number;
  @ApiProperty({ description: 'Drafts not submitted yet' }) draft_pending_requests: number;
}

export class PendingRequestSummariesDto implements PendingRequestSummaries {
  @ApiProperty() pending_requests: number;
  @ApiProperty() draft_pending_requests: number;
  @ApiProperty({
    type: [PendingRequestSummaryDto],
    description: 'Members with an open request or draft the caller may see',
  })
  members: PendingRequestSummaryDto[];
}
