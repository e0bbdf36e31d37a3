import { ApiProperty } from '@nestjs/swagger';
import type { ReportFrame, ReportLabelTotal } from '@punchcard/shared';
import { UNIX } from '#src/common/http/unix-seconds.js';

/** The frame fields every report answers with. */
export class ReportFrameDto implements ReportFrame {
  @ApiProperty({ ...UNIX, description: 'The report starts here (inclusive)' }) start: number;
  @ApiProperty({ ...UNIX, description: 'The report ends here (exclusive)' }) end: number;
  @ApiProperty({ example: 'Asia/Tokyo', description: "The workspace's IANA zone days are cut in" })
  time_zone: string;
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 7,
    description: 'ISO weekday weeks start on',
  })
  week_start: number;
  @ApiProperty({ ...UNIX, description: 'When it was computed: open spans count up to here' })
  generated_at: number;
}

export class ReportLabelTotalDto implements ReportLabelTotal {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Null: time without one',
  })
  id: string | null;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true, example: '#828E99' }) color: string | null;
  @ApiProperty({ type: 'integer', description: 'seconds' }) duration: number;
}
