import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CLIENT_ERROR_LIMITS,
  type ClientErrorAccepted,
  type ClientErrorReport,
} from '@punchcard/shared';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class ClientErrorReportDto implements ClientErrorReport {
  @ApiProperty({
    maxLength: CLIENT_ERROR_LIMITS.message,
    example: "TypeError: Cannot read properties of undefined (reading 'id')",
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(CLIENT_ERROR_LIMITS.message)
  message: string;

  @ApiProperty({ maxLength: CLIENT_ERROR_LIMITS.page, example: '/ja/clock' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(CLIENT_ERROR_LIMITS.page)
  page: string;

  @ApiPropertyOptional({ maxLength: CLIENT_ERROR_LIMITS.detail, description: 'Stack trace' })
  @IsOptional()
  @IsString()
  @MaxLength(CLIENT_ERROR_LIMITS.detail)
  detail?: string;
}

export class ClientErrorAcceptedDto implements ClientErrorAccepted {
  @ApiProperty({ enum: [true] }) accepted: true;
}
