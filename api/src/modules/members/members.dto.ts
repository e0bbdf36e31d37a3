import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type ChangeMemberRoleRequest,
  type ChangeMembersRoleRequest,
  type Member,
  MEMBER_BULK_MAX,
  MEMBER_NAME_MAX_LENGTH,
  type MemberIdsRequest,
  type MemberListQuery,
  type MemberProfileRequest,
  MemberStatus,
  NICKNAME_MAX_LENGTH,
  WORK_STATUSES,
  type WorkStatus,
  type NicknameRequest,
  parseRole,
  ROLES,
  type Role,
} from '@punchcard/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Role names compare case-insensitively; anything else stays as sent and fails `IsIn`. */
export const toRole = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (parseRole(value) ?? value) : value;

export class MemberDto implements Member {
  @ApiProperty({ format: 'uuid', description: 'The member id in /workspaces/members/{id}' })
  id_user: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Null for a guest caller, except their own',
  })
  email: string | null;
  @ApiProperty({ description: 'Nickname, else full name, else e-mail' }) name: string;
  @ApiProperty({ type: String, nullable: true }) first_name: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name: string | null;
  @ApiProperty({ type: String, nullable: true }) nickname: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: Object.values(MemberStatus) }) status: MemberStatus;
  @ApiProperty({ description: "Whether it is the member's active workspace" }) is_default: boolean;
  @ApiProperty({ description: 'unix seconds' }) joined_at: number;
  @ApiProperty({ type: Number, nullable: true, description: 'unix seconds; soft-deleted members' })
  deleted_at: number | null;
  @ApiProperty({
    enum: WORK_STATUSES,
    description: 'Clocked in (WORKING), on a break (BREAK) or neither, in this workspace',
  })
  work_status: WorkStatus;
}

export class MemberListQueryDto implements MemberListQuery {
  @ApiPropertyOptional({ description: 'Also list soft-deleted members (MANAGE_WORKSPACE_MEMBERS)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean()
  include_deleted?: boolean;
}

export class ChangeMemberRoleDto implements ChangeMemberRoleRequest {
  @ApiProperty({ enum: ROLES, description: 'Case-insensitive' })
  @Transform(toRole)
  @IsIn(ROLES)
  role: Role;
}

export class MembersRoleDto {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: MEMBER_BULK_MAX })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MEMBER_BULK_MAX)
  @IsUUID('all', { each: true })
  id_users: string[];

  @ApiProperty({ enum: ROLES, description: 'Case-insensitive' })
  @Transform(toRole)
  @IsIn(ROLES)
  role: Role;
}

export class ChangeMembersRoleDto implements ChangeMembersRoleRequest {
  @ApiProperty({ type: MembersRoleDto })
  @IsObject()
  @ValidateNested()
  @Type(() => MembersRoleDto)
  members: MembersRoleDto;
}

export class MemberIdsDto implements MemberIdsRequest {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: MEMBER_BULK_MAX })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MEMBER_BULK_MAX)
  @IsUUID('all', { each: true })
  ids: string[];
}

export class MemberProfileDto implements MemberProfileRequest {
  @ApiProperty({ type: String, nullable: true, maxLength: MEMBER_NAME_MAX_LENGTH })
  @Transform(trim)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(MEMBER_NAME_MAX_LENGTH)
  first_name: string | null;

  @ApiProperty({ type: String, nullable: true, maxLength: MEMBER_NAME_MAX_LENGTH })
  @Transform(trim)
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(MEMBER_NAME_MAX_LENGTH)
  last_name: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: NICKNAME_MAX_LENGTH,
    description: 'Omitted: unchanged; null or empty: cleared',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(NICKNAME_MAX_LENGTH)
  nickname?: string | null;
}

export class NicknameDto implements NicknameRequest {
  @ApiProperty({ maxLength: NICKNAME_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @MaxLength(NICKNAME_MAX_LENGTH)
  nickname: string;
}
