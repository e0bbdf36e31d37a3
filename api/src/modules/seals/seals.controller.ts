import { Body, Controller, Get, HttpCode, Post, Query, UploadedFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, Permission, type Seal, type SealVerification } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { ExportUpload } from './export-upload.decorator.js';
import {
  CreateSealDto,
  ReopenSealDto,
  SealDto,
  SealListQueryDto,
  SealVerificationDto,
  VerifyDigestQueryDto,
} from './seals.dto.js';
import { SealsService } from './seals.service.js';

const VIEW = { permission: Permission.ViewMemberTimestamps } as const;

/** Sealed payroll periods of the caller's active workspace. */
@ApiTags('reports')
@Controller('workspaces/reports/seals')
export class SealsController {
  constructor(private readonly seals: SealsService) {}

  @Post()
  @Authenticated({ permission: Permission.ManageWorkspaceTimeModification })
  @ApiOperation({
    summary: 'Seal a payroll period',
    description: 'The local week or month holding date, once it has ended; stores its digest',
  })
  @ApiErrors(ErrorKey.PlanFeatureUnavailable, ErrorKey.SealConflict)
  @ApiCreatedResponse({ type: SealDto })
  create(@CurrentAccess() access: WorkspaceAccess, @Body() dto: CreateSealDto): Promise<Seal> {
    return this.seals.create(access, dto);
  }

  @Get()
  @Authenticated(VIEW)
  @ApiOperation({ summary: 'List sealed payroll periods', description: 'Newest period first' })
  @ApiOkResponse({ type: [SealDto] })
  list(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: SealListQueryDto,
  ): Promise<Seal[]> {
    return this.seals.list(access, query.status);
  }

  @Get(':id')
  @Authenticated(VIEW)
  @ApiOperation({
    summary: 'Verify a digest against a sealed period',
    description: "Also recomputes the period's digest now (content_unchanged)",
  })
  @ApiErrors(ErrorKey.SealNotFound)
  @ApiOkResponse({ type: SealVerificationDto })
  verifyDigest(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Query() query: VerifyDigestQueryDto,
  ): Promise<SealVerification> {
    return this.seals.verifyDigest(access, id, query.digest);
  }

  @Post(':id/verify')
  @HttpCode(200)
  @Authenticated(VIEW)
  @ExportUpload()
  @ApiOperation({
    summary: 'Verify an exported file against a sealed period',
    description: 'A CSV or XLSX attendance export; a changed figure does not match',
  })
  @ApiErrors(
    ErrorKey.SealNotFound,
    ErrorKey.UploadMissing,
    ErrorKey.UploadInvalidType,
    ErrorKey.UploadTooLarge,
  )
  @ApiOkResponse({ type: SealVerificationDto })
  verifyFile(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<SealVerification> {
    return this.seals.verifyFile(access, id, file);
  }

  @Post(':id/reopen')
  @HttpCode(200)
  @Authenticated({ workspace: 'active' })
  @ApiOperation({
    summary: 'Reopen a sealed payroll period',
    description: 'Owners only; recorded with the reason, time inside may change again',
  })
  @ApiErrors(ErrorKey.SealNotFound, ErrorKey.SealAlreadyReopened)
  @ApiOkResponse({ type: SealDto })
  reopen(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: ReopenSealDto,
  ): Promise<Seal> {
    return this.seals.reopen(access, id, dto.reason);
  }
}
