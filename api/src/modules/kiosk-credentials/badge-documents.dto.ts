import { ApiProperty } from '@nestjs/swagger';
import { BADGE_SHEET_MAX_IDS, type BadgeMailSent, type BadgeSheetQuery } from '@punchcard/shared';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsUUID } from 'class-validator';

/** `?ids=a,b` and `?ids=a&ids=b` (and a mix of both) as one list; anything else is left to fail. */
function idList({ value }: { value: unknown }): unknown {
  const parts = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) return value;
  return parts.flatMap((part: string) => part.split(',').map((id) => id.trim()));
}

export class BadgeSheetQueryDto implements BadgeSheetQuery {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    required: false,
    maxItems: BADGE_SHEET_MAX_IDS,
    description:
      'User ids, comma-separated (?ids=a,b) or repeated (?ids=a&ids=b). Default: every ACTIVE ' +
      'member the caller may manage',
  })
  @IsOptional()
  @Transform(idList)
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(BADGE_SHEET_MAX_IDS)
  @IsUUID(undefined, { each: true })
  ids?: string[];
}

export class BadgeMailSentDto implements BadgeMailSent {
  @ApiProperty({ example: true, enum: [true] })
  ok!: true;
}
