import { Body, Controller, Get, Post, Query, UploadedFile } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorKey, type SelfieRecord, type SelfieUploaded } from '@punchcard/shared';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Matches, Min } from 'class-validator';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { CurrentDevice, DeviceCall, type DeviceRecord } from '#src/modules/kiosks/index.js';
import { ImageUpload } from '#src/modules/uploads/index.js';
import { SelfiesService } from './selfies.service.js';

const LOWER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

class SelfieUploadDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The selfie_id the punch carries' })
  @IsOptional()
  @Matches(LOWER_UUID, { message: 'id must be a lowercase UUID' })
  id?: string;

  @ApiPropertyOptional({ description: 'When it was taken (unix seconds, the kiosk clock)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  taken_at?: number;
}

class SelfieUploadedDto implements SelfieUploaded {
  @ApiProperty({ format: 'uuid' }) id: string;
}

class SelfieQueryDto {
  @ApiPropertyOptional({ example: '2026-11-24', description: 'A day in the workspace time zone' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be YYYY-MM-DD' })
  date?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  id_user?: string;
}

class SelfiePunchDto {
  @ApiProperty() action: string;
  @ApiProperty() at: number;
  @ApiProperty({ enum: ['applied', 'rejected'] }) status: string;
}

class SelfieRecordDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true }) id_user: string | null;
  @ApiProperty() taken_at: number;
  @ApiProperty({ description: 'GET it: /v1/uploads/{name}' }) url: string;
  @ApiProperty({ format: 'uuid' }) id_kiosk: string;
  @ApiProperty() kiosk_name: string;
  @ApiProperty({ type: SelfiePunchDto, nullable: true }) punch: SelfiePunchDto | null;
}

@ApiTags('kiosk device')
@Controller('kiosk')
export class KioskSelfiesController {
  constructor(private readonly selfies: SelfiesService) {}

  @Post('selfies')
  @DeviceCall()
  @ImageUpload()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'JPEG, at most 2 MB' },
        id: { type: 'string', format: 'uuid' },
        taken_at: { type: 'integer' },
      },
    },
  })
  @ApiOperation({ summary: 'Upload a selfie', description: 'A punch references it by id' })
  @ApiErrors(
    ErrorKey.UploadMissing,
    ErrorKey.UploadTooLarge,
    ErrorKey.UploadInvalidType,
    ErrorKey.Conflict,
  )
  @ApiCreatedResponse({ type: SelfieUploadedDto })
  upload(
    @CurrentDevice() device: DeviceRecord,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() dto: SelfieUploadDto,
  ): Promise<SelfieUploaded> {
    return this.selfies.upload(device, file, dto);
  }
}

@ApiTags('workspace-times')
@Controller('workspaces')
export class WorkspaceSelfiesController {
  constructor(private readonly selfies: SelfiesService) {}

  @Get('selfies')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({
    summary: 'List kiosk selfies',
    description:
      "Everyone's with VIEW_MEMBER_TIMESTAMPS, else one's own; beside the punch each proves",
  })
  @ApiErrors(ErrorKey.Forbidden)
  @ApiOkResponse({ type: [SelfieRecordDto] })
  list(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: SelfieQueryDto,
  ): Promise<SelfieRecord[]> {
    return this.selfies.list(access, query);
  }
}
