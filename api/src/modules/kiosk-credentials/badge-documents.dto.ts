import { ApiProperty } from '@nestjs/swagger';
import { BADGE_SHEET_MAX_IDS, type BadgeMailSent, type BadgeSheetQuery } from '@punchcard/shared';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsUUID } from 'class-validator';
import { queryList } from '#src/common/http/query-values.js';

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
  @Transform(queryList)
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
