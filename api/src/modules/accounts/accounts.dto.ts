import { ApiProperty } from '@nestjs/swagger';
import {
  type AcceptInvitationRequest,
  type AccountExists,
  type ApiKeyResponse,
  type ChangePasswordRequest,
  LOCALES,
  type Locale,
  type Me,
  type Membership,
  MemberStatus,
  type NewAccountName,
  PERSON_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  type Profile,
  type ProfileRequest,
  passwordProblems,
  type ResetPasswordRequest,
  ROLES,
  type Role,
  type SignInRequest,
  type SignupVerificationRequest,
  type SignupVerificationResponse,
  type TutorialState,
  type User,
  type VerifySignupRequest,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import { WhenPresent } from '#src/common/http/dto-decorators.js';
import { WorkspaceDto } from '#src/modules/workspaces/index.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The shared password rules, as a validation decorator. */
export function IsAcceptablePassword(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isAcceptablePassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && passwordProblems(value).length === 0,
        defaultMessage: (args) =>
          typeof args?.value === 'string'
            ? `password breaks: ${passwordProblems(args.value).join(', ')}`
            : 'password must be a string',
      },
    });
  };
}

const EMAIL = { maxLength: 254, example: 'ada@example.com' };

/** The name a new account starts with (sign-up and joining by invitation). */
class NewAccountNameDto implements NewAccountName {
  @ApiProperty({ required: false, maxLength: PERSON_NAME_MAX_LENGTH, example: 'Ada' })
  @WhenPresent()
  @Transform(trim)
  @IsString()
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  first_name?: string;

  @ApiProperty({ required: false, maxLength: PERSON_NAME_MAX_LENGTH, example: 'Lovelace' })
  @WhenPresent()
  @Transform(trim)
  @IsString()
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  last_name?: string;
}

export class SignupVerificationDto implements SignupVerificationRequest {
  @ApiProperty(EMAIL)
  @Transform(trim)
  @IsEmail()
  @MaxLength(254)
  email: string;
}

export class SignupVerificationResponseDto implements SignupVerificationResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
}

export class VerifySignupDto extends NewAccountNameDto implements VerifySignupRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id: string;

  @ApiProperty(EMAIL)
  @Transform(trim)
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: '123456' })
  @Transform(trim)
  @Matches(/^\d{6}$/, { message: 'code must be 6 digits' })
  code: string;

  @ApiProperty({ minLength: 8, maxLength: PASSWORD_MAX_LENGTH })
  @IsAcceptablePassword()
  password: string;
}

export class AcceptInvitationDto extends NewAccountNameDto implements AcceptInvitationRequest {
  @ApiProperty({ description: 'The token from the e-mailed invitation link' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  token: string;

  @ApiProperty({
    ...EMAIL,
    required: false,
    description: 'The invited e-mail; needed with a password',
  })
  @WhenPresent()
  @Transform(trim)
  @IsEmail()
  @MaxLength(254)
  email?: string;

  @ApiProperty({
    minLength: 8,
    maxLength: PASSWORD_MAX_LENGTH,
    required: false,
    description: 'Creates the account; without it the signed-in user accepts',
  })
  @WhenPresent()
  @IsAcceptablePassword()
  password?: string;
}

export class SignInDto implements SignInRequest {
  @ApiProperty(EMAIL)
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  email: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(PASSWORD_MAX_LENGTH * 4)
  password: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty()
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH * 4)
  old_password: string;

  @ApiProperty({ minLength: 8, maxLength: PASSWORD_MAX_LENGTH })
  @IsAcceptablePassword()
  new_password: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  token: string;

  @ApiProperty({ minLength: 8, maxLength: PASSWORD_MAX_LENGTH })
  @IsAcceptablePassword()
  new_password: string;
}

export class ProfileRequestDto implements ProfileRequest {
  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  first_name: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  last_name: string;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  address?: string | null;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: 50 })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  contact_number?: string | null;
}

export class TutorialStateDto implements TutorialState {
  @ApiProperty()
  @IsBoolean()
  is_tutorial_done: boolean;
}

export class UserDto implements User {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) first_name: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name: string | null;
  @ApiProperty({ enum: LOCALES }) locale: Locale;
  @ApiProperty() is_tutorial_done: boolean;
  @ApiProperty() has_password: boolean;
  @ApiProperty({ type: String, nullable: true, description: "The linked Google account's e-mail" })
  google_email: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The linked Apple identity (subject)' })
  apple_id: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The linked Apple identity's e-mail (may be a private-relay address)",
  })
  apple_email: string | null;
  @ApiProperty({ description: 'unix seconds' }) created_at: number;
}

export class MembershipDto implements Membership {
  @ApiProperty({ format: 'uuid' }) id_workspace: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: Object.values(MemberStatus) }) status: MemberStatus;
  @ApiProperty() is_default: boolean;
}

export class MeDto implements Me {
  @ApiProperty({ type: UserDto }) user: UserDto;
  @ApiProperty({ type: [MembershipDto] }) memberships: MembershipDto[];
  @ApiProperty({ type: WorkspaceDto, nullable: true }) active_workspace: WorkspaceDto | null;
}

export class ProfileDto implements Profile {
  @ApiProperty({ type: String, nullable: true }) first_name: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name: string | null;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: String, nullable: true }) contact_number: string | null;
  @ApiProperty() has_account: boolean;
  @ApiProperty({ description: 'Google sign-in is configured here and linked to the account' })
  allow_google_sso: boolean;
  @ApiProperty({ description: 'Apple sign-in is configured here and linked to the account' })
  allow_apple_sso: boolean;
  @ApiProperty() finished_tutorial: boolean;
  @ApiProperty() has_pin: boolean;
}

export class AccountExistsDto implements AccountExists {
  @ApiProperty() exists: boolean;
}

export class ApiKeyResponseDto implements ApiKeyResponse {
  @ApiProperty({ description: 'Shown once; send as `Authorization: Bearer <token>`' })
  token: string;
  @ApiProperty({ format: 'uuid' }) id_workspace: string;
  @ApiProperty({ description: 'unix seconds' }) created_at: number;
}

export class OkDto {
  @ApiProperty({ example: true }) ok: boolean;
}
