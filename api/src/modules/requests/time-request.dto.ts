import { ApiProperty } from '@nestjs/swagger';
import {
  type FiledActivityRequest,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type RequestKind,
  type RequestStatus,
  type RequestType,
  type TimeRequest,
} from '@punchcard/shared';

const ID_NULLABLE = { type: String, format: 'uuid', nullable: true } as const;
const UNIX_NULLABLE = { type: Number, nullable: true, description: 'unix seconds' } as const;

/** The answer of every request route that returns a request (OpenAPI only). */
export class TimeRequestDto implements TimeRequest {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) id_workspace: string;
  @ApiProperty({ format: 'uuid', description: 'The member whose time it is' }) id_user: string;
  @ApiProperty({ enum: REQUEST_KINDS }) kind: RequestKind;
  @ApiProperty({ enum: REQUEST_TYPES }) request_type: RequestType;
  @ApiProperty({ enum: REQUEST_STATUSES }) status: RequestStatus;
  @ApiProperty({ ...ID_NULLABLE, description: 'Activity requests: the activity' })
  id_timestamp: string | null;
  @ApiProperty({
    ...ID_NULLABLE,
    description: "The workspace time changed, or (break requests) the break's workspace time",
  })
  id_workspace_time: string | null;
  @ApiProperty({ ...ID_NULLABLE, description: 'Break requests: the break' })
  id_break: string | null;
  @ApiProperty(UNIX_NULLABLE) start: number | null;
  @ApiProperty(UNIX_NULLABLE) end: number | null;
  @ApiProperty(ID_NULLABLE) id_project: string | null;
  @ApiProperty(ID_NULLABLE) id_task: string | null;
  @ApiProperty(ID_NULLABLE) id_category: string | null;
  @ApiProperty({ type: [String], format: 'uuid' }) tags: string[];
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() reason: string;
  @ApiProperty() is_draft: boolean;
  @ApiProperty({ description: 'unix seconds' }) created_at: number;
  @ApiProperty(UNIX_NULLABLE) submitted_at: number | null;
  @ApiProperty(UNIX_NULLABLE) reviewed_at: number | null;
  @ApiProperty({ type: Boolean, nullable: true }) is_approved: boolean | null;
  @ApiProperty(ID_NULLABLE) reviewed_by: string | null;
  @ApiProperty({ ...UNIX_NULLABLE, description: 'When withdrawn' }) deleted_at: number | null;
  @ApiProperty() member_name: string;
  @ApiProperty() member_email: string;
}

export class FiledActivityRequestDto implements FiledActivityRequest {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'unix seconds' }) created_at: number;
}
