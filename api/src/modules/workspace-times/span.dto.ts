import { ApiProperty } from '@nestjs/swagger';
import type { TimeMetadata } from '@punchcard/shared';

/** One end of a workspace time or break (shared by both shapes). */
export class TimeMetadataDto implements TimeMetadata {
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: Number, nullable: true }) latitude: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude: number | null;
  @ApiProperty({ type: String, nullable: true }) user_agent: string | null;
  @ApiProperty({ type: String, nullable: true }) ip_address: string | null;
}
