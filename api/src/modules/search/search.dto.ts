import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SEARCH_HIT_TYPES,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SIZE_CAP,
  type SearchHit,
  type SearchHitType,
  type SearchQuery,
  type SearchResult,
} from '@punchcard/shared';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SearchQueryDto implements SearchQuery {
  @ApiProperty({ minLength: 1, maxLength: SEARCH_QUERY_MAX_LENGTH, example: 'bake' })
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(SEARCH_QUERY_MAX_LENGTH)
  q: string;

  @ApiPropertyOptional({ minimum: 1, maximum: SEARCH_LIMIT_MAX, default: SEARCH_LIMIT_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(SEARCH_LIMIT_MAX)
  limit?: number;
}

export class SearchHitDto implements SearchHit {
  @ApiProperty({ enum: SEARCH_HIT_TYPES }) type: SearchHitType;
  @ApiProperty({ format: 'uuid', description: "The object's id (a member's user id)" }) id: string;
  @ApiProperty({
    description:
      'Name of the object (a member: nickname, name or e-mail; an activity: its description)',
  })
  title: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "Context: a task's or an activity's project, a member's e-mail",
  })
  subtitle: string | null;
  @ApiProperty({ description: 'Relevance, higher is better (exact 1, prefix 0.8, contains 0.6)' })
  score: number;
}

export class SearchResultDto implements SearchResult {
  @ApiProperty({ type: [SearchHitDto], description: 'Best first, at most `limit`' })
  hits: SearchHitDto[];
  @ApiProperty({
    maximum: SEARCH_SIZE_CAP,
    description: `How many matches the caller may see, counted up to ${String(SEARCH_SIZE_CAP)}`,
  })
  size: number;
  @ApiProperty({
    description: `\`size\` reached ${String(SEARCH_SIZE_CAP)}: there may be more matches. Hits rank among the newest ${String(SEARCH_SIZE_CAP)} matching activities`,
  })
  is_size_capped: boolean;
}
