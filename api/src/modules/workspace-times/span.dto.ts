import { ApiProperty } from '@nestjs/swagger';
import type { Break, TimeMetadata } from '@punchcard/shared';
import { UNIX, UNIX_OR_NULL } from '#src/common/http/unix-seconds.js';

/** One end of a workspace time or break (shared by both shapes). */
export class TimeMetadataDto implements TimeMetadata {
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: Number, nullable: true }) latitude: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude: number | null;
  @ApiProperty({ type: String, nullable: true }) user_agent: string | null;
  @ApiProperty({ type: String, nullable: true }) ip_address: string | null;
}

/** A break as the breaks routes answer it and as a workspace time embeds it. */
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
