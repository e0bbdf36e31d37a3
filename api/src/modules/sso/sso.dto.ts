import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PERSON_NAME_MAX_LENGTH,
  type SetFirstPasswordRequest,
  SSO_FROMS,
  SSO_NONCE_RULE,
  SSO_SERVICES,
  type SsoAuthorizeQuery,
  type SsoFrom,
  type SsoLink,
  type SsoLinks,
  type SsoProvider,
  type SsoProviders,
  type SsoRequirement,
  type SsoRequirementRequest,
  type SsoService,
  type SsoSignInRequest,
} from '@punchcard/shared';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsAcceptablePassword } from '#src/modules/accounts/index.js';

/** base64url of a SHA-256 digest: the nonce and the PKCE challenge. */
const SHA256_BASE64URL = /^[A-Za-z0-9_-]{43}$/;
/** RFC 7636: 43 to 128 unreserved characters. */
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const URI_MAX_LENGTH = 2048;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SsoProviderDto implements SsoProvider {
  @ApiProperty({ enum: SSO_SERVICES }) service: SsoService;
  @ApiProperty({ description: 'Shown on the button', example: 'Google' }) name: string;
}

export class SsoProvidersDto implements SsoProviders {
  @ApiProperty({ type: [SsoProviderDto] }) providers: SsoProviderDto[];
}

export class SsoAuthorizeQueryDto implements SsoAuthorizeQuery {
  @ApiProperty({ description: "`${origin}/signing-in`, `${origin}/linking` or Apple's callback" })
  @IsString()
  @MaxLength(URI_MAX_LENGTH)
  redirect_uri: string;

  @ApiProperty({ description: 'Checked by the browser when the provider answers' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(512)
  state: string;

  @ApiProperty({ description: SSO_NONCE_RULE, pattern: SHA256_BASE64URL.source })
  @Matches(SHA256_BASE64URL, { message: 'nonce must be base64url(sha256(code_verifier))' })
  nonce: string;

  @ApiProperty({ description: 'base64url(sha256(code_verifier)), S256' })
  @Matches(SHA256_BASE64URL, { message: 'code_challenge must be base64url(sha256(verifier))' })
  code_challenge: string;
}

/** What Apple posts to the callback (response_mode=form_post); all optional, errors included. */
export class AppleCallbackDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(URI_MAX_LENGTH) code?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(512) state?: string;
  @ApiPropertyOptional({
    description: "Apple's first-login JSON: {name:{firstName,lastName},email}",
  })
  @IsOptional()
  @IsString()
  @MaxLength(URI_MAX_LENGTH)
  user?: string;
  @ApiPropertyOptional({ description: 'Set when the person cancelled' })
  @IsOptional()
  @IsString()
  @MaxLength(256)
  error?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(URI_MAX_LENGTH) id_token?: string;
  @ApiPropertyOptional({ description: 'RFC 9207 issuer, from providers that send it' })
  @IsOptional()
  @IsString()
  @MaxLength(URI_MAX_LENGTH)
  iss?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(512) error_description?: string;
}

export class SsoNewUserDto {
  @ApiPropertyOptional({ maxLength: PERSON_NAME_MAX_LENGTH })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  first_name?: string;

  @ApiPropertyOptional({ maxLength: PERSON_NAME_MAX_LENGTH })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(PERSON_NAME_MAX_LENGTH)
  last_name?: string;

  @ApiPropertyOptional({ description: "Apple's; never trusted over the ID token's" })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  email?: string;
}

export class SsoSignInDto implements SsoSignInRequest {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(URI_MAX_LENGTH) code: string;

  @ApiProperty({ description: 'The PKCE verifier (RFC 7636)', pattern: CODE_VERIFIER.source })
  @Matches(CODE_VERIFIER, { message: 'code_verifier must be 43-128 unreserved characters' })
  code_verifier: string;

  @ApiProperty({ description: 'The redirect_uri the authorization request used' })
  @IsString()
  @MaxLength(URI_MAX_LENGTH)
  redirect_uri: string;

  @ApiPropertyOptional({ enum: SSO_FROMS, description: '`link` links to the signed-in account' })
  @IsOptional()
  @IsIn(SSO_FROMS)
  from?: SsoFrom;

  @ApiPropertyOptional({ type: SsoNewUserDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => SsoNewUserDto)
  user?: SsoNewUserDto;
}

export class SsoLinkDto implements SsoLink {
  @ApiProperty({ enum: SSO_SERVICES }) service: SsoService;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ description: 'unix seconds' }) linked_at: number;
}

export class SsoLinksDto implements SsoLinks {
  @ApiProperty({ type: [SsoLinkDto] }) links: SsoLinkDto[];
  @ApiProperty() has_password: boolean;
}

export class SetFirstPasswordDto implements SetFirstPasswordRequest {
  @ApiProperty({ minLength: 8 })
  @IsAcceptablePassword()
  password: string;
}

export class SsoRequirementDto implements SsoRequirementRequest, SsoRequirement {
  @ApiProperty() @IsBoolean() is_oidc_required: boolean;
}
