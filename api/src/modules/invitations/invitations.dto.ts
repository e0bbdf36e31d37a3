import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  INVITATION_EMAILS_MAX,
  type Invitation,
  type InvitationLookupQuery,
  type InvitationLookupResponse,
  InvitationKind,
  type InviteProjectGuestRequest,
  type InviteProjectMemberRequest,
  type InviteWorkspaceMembersRequest,
  type ProjectInvitationResponse,
  ROLES,
  type Role,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { normalizeEmail } from '#src/modules/users/index.js';
import { toRole } from '#src/modules/members/index.js';

/** E-mails compare in one normalised form everywhere (the users repository owns it). */
const toEmail = (value: unknown) => (typeof value === 'string' ? normalizeEmail(value) : value);

const EMAIL = { maxLength: 254, example: 'ada@example.com' };

export class InviteWorkspaceMembersDto implements InviteWorkspaceMembersRequest {
  @ApiProperty({ enum: ROLES, description: 'Case-insensitive; never SuperOwner' })
  @Transform(toRole)
  @IsIn(ROLES)
  role: Role;

  @ApiProperty({
    type: [String],
    maxItems: INVITATION_EMAILS_MAX,
    description: 'Trimmed, lower-cased and deduplicated',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(INVITATION_EMAILS_MAX)
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map(toEmail) : value))
  @IsEmail({}, { each: true })
  @MaxLength(254, { each: true })
  emails: string[];
}

export class InviteProjectMemberDto implements InviteProjectMemberRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id_project: string;

  @ApiProperty(EMAIL)
  @Transform(({ value }: { value: unknown }) => toEmail(value))
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiProperty({ enum: ROLES, description: 'Case-insensitive; never SuperOwner' })
  @Transform(toRole)
  @IsIn(ROLES)
  role: Role;
}

export class InviteProjectGuestDto implements InviteProjectGuestRequest {
  @ApiProperty(EMAIL)
  @Transform(({ value }: { value: unknown }) => toEmail(value))
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id_project: string;

  @ApiPropertyOptional({ format: 'uuid', description: "The inviter: the caller's own id" })
  @IsOptional()
  @IsUUID()
  id_user?: string;
}

export class InvitationDto implements Invitation {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: Object.values(InvitationKind) }) kind: InvitationKind;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id_project: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The invitee's account, when the e-mail has one",
  })
  id_user: string | null;
  @ApiProperty({ description: 'unix seconds' }) expires_at: number;
  @ApiProperty({ description: 'unix seconds' }) created_at: number;
}

export class ProjectInvitationResponseDto implements ProjectInvitationResponse {
  @ApiProperty({
    type: InvitationDto,
    nullable: true,
    description: "Null when the e-mail was an active member's: they joined the project at once",
  })
  invitation: InvitationDto | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  id_user: string | null;
}

/** Tokens are 43 characters of base64url; anything far longer is not one. */
export class InvitationLookupQueryDto implements InvitationLookupQuery {
  @ApiProperty({ description: 'The token of the mailed invitation link' })
  @IsString()
  @MaxLength(200)
  token: string;
}

export class InvitationLookupResponseDto implements InvitationLookupResponse {
  @ApiProperty() workspace_name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null once the inviter has left' })
  inviter_name: string | null;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ description: 'unix seconds' }) expires_at: number;
  @ApiProperty({ description: 'Whether the address has an account (sign in to accept)' })
  has_account: boolean;
}
