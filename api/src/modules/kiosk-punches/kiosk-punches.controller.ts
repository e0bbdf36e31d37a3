import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ErrorKey,
  type KioskActivityPage,
  type KioskPunchRecord,
  Permission,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { ClientMeta, type ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { activityWindow } from '#src/common/http/keyset-page.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { CurrentDevice, DeviceCall, type DeviceRecord } from '#src/modules/kiosks/index.js';
import {
  KioskPunchPageDto,
  PunchBatchDto,
  PunchBatchResponseDto,
  PunchListQueryDto,
} from './kiosk-punches.dto.js';
import { type PunchBatchAnswer, KioskPunchesService } from './kiosk-punches.service.js';
import { PunchRecordsRepository } from './punch-records.repository.js';

/** The kiosk sends its journal: POST /v1/kiosk/punches (device call). */
@ApiTags('kiosk device')
@Controller('kiosk')
export class KioskPunchesDeviceController {
  constructor(private readonly punches: KioskPunchesService) {}

  @Post('punches')
  @HttpCode(200)
  @DeviceCall()
  @ApiOperation({
    summary: 'Send journal entries',
    description:
      'Applies each entry exactly once in seq order; answers applied, duplicate or rejected per entry and the chain head (docs/kiosk-protocol.md)',
  })
  @ApiErrors(ErrorKey.KioskPreconditionFailed)
  @ApiOkResponse({ type: PunchBatchResponseDto })
  receive(
    @CurrentDevice() device: DeviceRecord,
    @ClientMeta() client: ClientMetadata,
    @Body() dto: PunchBatchDto,
  ): Promise<PunchBatchAnswer> {
    return this.punches.receive(device, dto.punches, client.ipAddress);
  }
}

/** Managers read what their kiosks sent, refusals included: MANAGE_WORKSPACE_SETTINGS. */
@ApiTags('kiosks')
@Controller('kiosks')
export class KioskPunchesController {
  constructor(private readonly records: PunchRecordsRepository) {}

  @Get('punches')
  @Authenticated({ permission: Permission.ManageWorkspaceSettings })
  @ApiOperation({
    summary: "List the kiosks' punches",
    description:
      'Newest received first, a page at a time (before: the previous next_before), filtered by status, kiosk and [from, to); never a credential value',
  })
  @ApiErrors(ErrorKey.BadRequest)
  @ApiOkResponse({ type: KioskPunchPageDto })
  list(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: PunchListQueryDto,
  ): Promise<KioskActivityPage<KioskPunchRecord>> {
    return this.records.list(access.workspace.id, query.status ?? null, activityWindow(query));
  }
}
