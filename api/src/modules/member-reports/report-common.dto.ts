import { ApiProperty } from '@nestjs/swagger';
import type { ReportFrame, ReportLabelTotal } from '@punchcard/shared';
import { UNIX } from '#src/common/http/unix-seconds.js';

/** Query strings carry text: a whole number becomes a number, anything else fails validation. */
export const queryInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;

/** Query strings carry text: "true"/"false" become booleans, anything else fails validation. */
export const queryBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** A repeated query key arrives as an array, a single one as a string. */
export const queryList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? [value] : value;

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
