import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type AttachProjectClientRequest,
  type CreateProjectRequest,
  type DetachProjectClientsQuery,
  type Project,
  type ProjectClient,
  type ProjectDetails,
  type ProjectListQuery,
  type ProjectMember,
  type ProjectMemberRate,
  type ProjectMemberRequest,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_HOURLY_RATE_MAX,
  PROJECT_NAME_MAX,
  ROLES,
  type Role,
  type UpdateMemberRatesRequest,
  type UpdateProjectSettingsRequest,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { MaxDecimalPlaces, NestedObjects } from '#src/common/http/dto-decorators.js';

/** Bulk bodies and repeated queries stay bounded. */
const LIST_MAX = 200;

/** Query strings carry text: "true"/"false" become booleans, anything else fails validation. */
export const queryBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

/** A money amount: non-negative, at most two decimals, within numeric(12,2). */
function IsHourlyRate(): PropertyDecorator {
  return (target, key) => {
    IsNumber({ allowNaN: false, allowInfinity: false })(target, key);
    MaxDecimalPlaces(2)(target, key);
    Min(0)(target, key);
    Max(PROJECT_HOURLY_RATE_MAX)(target, key);
  };
}

const RATE = { minimum: 0, maximum: PROJECT_HOURLY_RATE_MAX, example: 25.5 };

export class ProjectListQueryDto implements ProjectListQuery {
  @ApiPropertyOptional({ description: 'true: only archived projects; default false' })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean()
  archived?: boolean;

  @ApiPropertyOptional({ description: "Only the caller's favourites" })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean()
  favorite?: boolean;

  @ApiPropertyOptional({ description: 'Only projects the caller is a member of' })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean()
  mine?: boolean;
}

export class CreateProjectDto implements CreateProjectRequest {
  @ApiPropertyOptional({ format: 'uuid', description: "Must be the caller's active workspace" })
  @IsOptional()
  @IsUUID()
  id_workspace?: string;

  @ApiProperty({ example: 'Website relaunch', maxLength: PROJECT_NAME_MAX })
  @IsString()
  name: string;

  @ApiPropertyOptional({ default: true, description: 'Forced true without private projects' })
  @IsOptional()
  @IsBoolean()
  is_public?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROJECT_DESCRIPTION_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(PROJECT_DESCRIPTION_MAX)
  description?: string | null;

  @ApiPropertyOptional({ ...RATE, default: 0 })
  @IsOptional()
  @IsHourlyRate()
  hourly_rate?: number;
}

export class UpdateProjectSettingsDto implements UpdateProjectSettingsRequest {
  @ApiProperty({ maxLength: PROJECT_NAME_MAX })
  @IsString()
  name: string;

  @ApiProperty({ description: 'Forced true without private projects' })
  @IsBoolean()
  is_public: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROJECT_DESCRIPTION_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(PROJECT_DESCRIPTION_MAX)
  description?: string | null;

  @ApiProperty(RATE)
  @IsHourlyRate()
  hourly_rate: number;
}

export class ProjectMemberRequestDto implements ProjectMemberRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id_user: string;
}

export class AttachProjectClientDto implements AttachProjectClientRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id_client: string;
}

export class DetachProjectClientsQueryDto implements DetachProjectClientsQuery {
  @ApiProperty({ type: [String], format: 'uuid', description: 'Repeated: ?clients=a&clients=b' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value))
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(LIST_MAX)
  @IsUUID(undefined, { each: true })
  clients: string[];
}

export class ProjectMemberRateDto implements ProjectMemberRate {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id_project: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id_user: string;

  @ApiProperty({ ...RATE, type: Number, nullable: true, description: "null: the project's rate" })
  @ValidateIf((_, value) => value !== null)
  @IsHourlyRate()
  hourly_rate: number | null;
}

export class UpdateMemberRatesDto implements UpdateMemberRatesRequest {
  @ApiProperty({ type: [ProjectMemberRateDto] })
  @ArrayMinSize(1)
  @ArrayMaxSize(LIST_MAX)
  @NestedObjects(() => ProjectMemberRateDto)
  rates: ProjectMemberRateDto[];
}

export class ProjectClientDto implements ProjectClient {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
}

export class ProjectDto implements Project {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) id_workspace: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ description: 'Always true when the plan lacks private projects' })
  is_public: boolean;
  @ApiProperty({ example: 25.5 }) hourly_rate: number;
  @ApiProperty({ type: Number, nullable: true, description: 'unix seconds' }) archived_at:
    number | null;
  @ApiProperty({ description: 'unix seconds' }) created_at: number;
  @ApiProperty({ description: "The caller's own mark" }) is_favorite: boolean;
  @ApiProperty() total_members: number;
  @ApiProperty({ type: [ProjectClientDto] }) clients: ProjectClientDto[];
}

export class ProjectDetailsDto extends ProjectDto implements ProjectDetails {
  @ApiProperty({ description: 'Live tasks of the project the caller can see' })
  total_tasks: number;
}

export class ProjectMemberDto implements ProjectMember {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty() name: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Null for a guest caller, except their own',
  })
  email: string | null;
  @ApiProperty({ enum: ROLES, description: 'Their role in the workspace' }) role: Role;
  @ApiProperty() is_favorite: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Their own rate, else the project's; null unless the caller may read rates",
  })
  hourly_rate: number | null;
  @ApiProperty({ description: 'unix seconds' }) joined_at: number;
}

export class ProjectMemberRateResultDto implements ProjectMemberRate {
  @ApiProperty({ format: 'uuid' }) id_project: string;
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty({ type: Number, nullable: true }) hourly_rate: number | null;
}
