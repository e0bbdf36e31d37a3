import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PROJECT_RANGE_MAX_DAYS,
  type ProjectActivitiesQuery,
  type ProjectActivity,
  type ProjectActivityLabel,
  type ProjectActivityPage,
  type ProjectMemberTotal,
  ProjectReportVisibility,
  type ProjectTaskTotal,
  type ProjectTaskTotalKind,
  type ProjectTimeView,
  type ProjectTotal,
  type ProjectTotalQuery,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsUnixSeconds, UNIX, UNIX_OR_NULL } from '#src/common/http/unix-seconds.js';
import { queryInt } from '#src/common/http/query-values.js';

const CURSOR_MAX = 100;
const VIEWS = Object.values(ProjectReportVisibility);
const MONEY = { type: String, nullable: true, example: '1234.50' } as const;

export class ProjectTotalQueryDto implements ProjectTotalQuery {
  @ApiProperty({ ...UNIX, description: 'unix seconds: the window starts here (inclusive)' })
  @Transform(queryInt)
  @IsUnixSeconds()
  start: number;

  @ApiProperty({
    ...UNIX,
    description: `unix seconds: the window ends here (exclusive); at most ${PROJECT_RANGE_MAX_DAYS} days after start`,
  })
  @Transform(queryInt)
  @IsUnixSeconds()
  end: number;
}

export class ProjectActivitiesQueryDto
  extends ProjectTotalQueryDto
  implements ProjectActivitiesQuery
{
  @ApiPropertyOptional({
    format: 'uuid',
    description: "Only this member's; another member's need the DETAILS view",
  })
  @IsOptional()
  @IsUUID()
  id_user?: string;

  @ApiPropertyOptional({
    maxLength: CURSOR_MAX,
    description: 'next_before of the previous page; 400 for anything else',
  })
  @IsOptional()
  @IsString()
  @MaxLength(CURSOR_MAX)
  before?: string;
}

export class ProjectMemberTotalDto implements ProjectMemberTotal {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Still a member of the project' }) is_member: boolean;
  @ApiProperty({ type: 'integer', description: 'seconds inside the window' }) duration: number;
  @ApiProperty({ ...MONEY, description: "Null when not the caller's to read" })
  hourly_rate: string | null;
  @ApiProperty({ ...MONEY, description: 'duration x rate, to the cent' }) cost: string | null;
}

export class ProjectTaskTotalDto implements ProjectTaskTotal {
  @ApiProperty({ enum: ['task', 'no_task', 'hidden'] }) kind: ProjectTaskTotalKind;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id_task: string | null;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: 'integer' }) duration: number;
  @ApiProperty(MONEY) cost: string | null;
}

export class ProjectTotalDto implements ProjectTotal {
  @ApiProperty({ format: 'uuid' }) id_project: string;
  @ApiProperty(UNIX) start: number;
  @ApiProperty(UNIX) end: number;
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty({ enum: VIEWS, description: 'Whose time the caller sees' }) view: ProjectTimeView;
  @ApiProperty({ type: 'integer' }) duration: number;
  @ApiProperty({ ...MONEY, description: 'Null unless the caller may read every rate' })
  cost: string | null;
  @ApiProperty({ type: [ProjectMemberTotalDto] }) members: ProjectMemberTotalDto[];
  @ApiProperty({ type: [ProjectTaskTotalDto], description: 'Longest first' })
  tasks: ProjectTaskTotalDto[];
}

export class ProjectActivityLabelDto implements ProjectActivityLabel {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class ProjectActivityCategoryDto extends ProjectActivityLabelDto {
  @ApiProperty({ example: '#828E99' }) color: string;
}

export class ProjectActivityDto implements ProjectActivity {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty() member_name: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id_task: string | null;
  @ApiProperty({ type: String, nullable: true }) task_name: string | null;
  @ApiProperty({ description: "Another member's personal task" }) is_task_hidden: boolean;
  @ApiProperty({ type: ProjectActivityCategoryDto, nullable: true })
  category: ProjectActivityCategoryDto | null;
  @ApiProperty({ type: [ProjectActivityLabelDto] }) tags: ProjectActivityLabelDto[];
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty(UNIX) start: number;
  @ApiProperty(UNIX_OR_NULL) end: number | null;
}

export class ProjectActivityPageDto implements ProjectActivityPage {
  @ApiProperty({ enum: VIEWS }) view: ProjectTimeView;
  @ApiProperty({ type: [ProjectActivityDto], description: 'Newest first' })
  items: ProjectActivityDto[];
  @ApiProperty({ type: String, nullable: true }) next_before: string | null;
}
