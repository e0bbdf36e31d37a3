import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FEEDBACK_KINDS,
  FEEDBACK_LIMITS,
  FEEDBACK_RATING,
  FeedbackKind,
  type FeedbackRequest,
  type MessageReceipt,
  MessageRoute,
  SUPPORT_CATEGORIES,
  SupportCategory,
  type SupportRequest,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { WhenPresent } from '#src/common/http/dto-decorators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const ROUTES = Object.values(MessageRoute);

export class FeedbackDto implements FeedbackRequest {
  @ApiProperty({ enum: FEEDBACK_KINDS, example: FeedbackKind.Idea })
  @IsIn(FEEDBACK_KINDS)
  kind: FeedbackKind;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: FEEDBACK_RATING.min,
    maximum: FEEDBACK_RATING.max,
    description: '1 (poor) to 5 (great)',
  })
  @IsOptional()
  @IsInt()
  @Min(FEEDBACK_RATING.min)
  @Max(FEEDBACK_RATING.max)
  rating?: number | null;

  @ApiProperty({ maxLength: FEEDBACK_LIMITS.message, example: 'A weekly total on the clock page.' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(FEEDBACK_LIMITS.message)
  message: string;

  @ApiPropertyOptional({ maxLength: FEEDBACK_LIMITS.page, example: '/clock' })
  @WhenPresent()
  @Transform(trim)
  @IsString()
  @MaxLength(FEEDBACK_LIMITS.page)
  page?: string;

  @ApiPropertyOptional({
    default: false,
    description: 'The readers may write back to the account’s e-mail',
  })
  @WhenPresent()
  @IsBoolean()
  may_contact?: boolean;
}

export class SupportDto implements SupportRequest {
  @ApiProperty({ enum: SUPPORT_CATEGORIES, example: SupportCategory.SignIn })
  @IsIn(SUPPORT_CATEGORIES)
  category: SupportCategory;

  @ApiProperty({ maxLength: FEEDBACK_LIMITS.subject, example: 'The reset link has expired' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(FEEDBACK_LIMITS.subject)
  subject: string;

  @ApiProperty({ maxLength: FEEDBACK_LIMITS.message })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(FEEDBACK_LIMITS.message)
  message: string;

  @ApiPropertyOptional({
    format: 'email',
    maxLength: FEEDBACK_LIMITS.email,
    description: 'Where the answer goes. Required when signed out; else the account’s e-mail.',
  })
  @WhenPresent()
  @Transform(trim)
  @IsEmail()
  @MaxLength(FEEDBACK_LIMITS.email)
  email?: string;

  @ApiPropertyOptional({ maxLength: FEEDBACK_LIMITS.page, example: '/signin' })
  @WhenPresent()
  @Transform(trim)
  @IsString()
  @MaxLength(FEEDBACK_LIMITS.page)
  page?: string;
}

export class MessageReceiptDto implements MessageReceipt {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'unix seconds' }) created_at: number;
  @ApiProperty({
    enum: ROUTES,
    description:
      'SUPPORT: mailed to SUPPORT_EMAIL; WORKSPACE_OWNERS: to the super owners of the sender’s active workspace; STORED: kept for the administrator only',
  })
  routed_to: MessageRoute;
}
