import { Body, Controller, Get, HttpCode, Post, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ErrorKey,
  type KioskActivityPage,
  type KioskIdentifyFailure,
  type KioskIdentifyResponse,
  Permission,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { KioskActivityQueryDto } from '#src/common/http/keyset-page.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { CurrentDevice, DeviceCall, type DeviceRecord } from '#src/modules/kiosks/index.js';
import {
  KioskIdentifyDto,
  KioskIdentifyFailurePageDto,
  KioskIdentifyResponseDto,
} from './kiosk-identify.dto.js';
import { KioskIdentifyService } from './kiosk-identify.service.js';
import { LockoutInterceptor } from './lockouts.js';

/** A member identifies at a kiosk (a device call, under /v1/kiosk). */
@ApiTags('kiosk device')
@Controller('kiosk')
@UseInterceptors(LockoutInterceptor)
export class KioskIdentifyController {
  constructor(private readonly identify: KioskIdentifyService) {}

  @Post('identify')
  @HttpCode(200)
  @DeviceCall()
  @ApiOperation({
    summary: 'Identify a member by PIN, badge or card',
    description:
      "Answers the member's clock state and a 5-minute kiosk session for the punch. Failures are limited per kiosk and per workspace (429 with Retry-After) and recorded without the value.",
  })
  @ApiErrors(
    ErrorKey.KioskMethodDisabled,
    ErrorKey.InvalidPin,
    ErrorKey.KioskPinAmbiguous,
    ErrorKey.KioskCredentialUnknown,
    ErrorKey.TooManyRequests,
  )
  @ApiOkResponse({ type: KioskIdentifyResponseDto })
  post(
    @CurrentDevice() device: DeviceRecord,
    @Body() dto: KioskIdentifyDto,
  ): Promise<KioskIdentifyResponse> {
    return this.identify.identify(device, dto);
  }
}

/** Failed identifications at the workspace's kiosks, for managers. */
@ApiTags('kiosks')
@Controller('kiosks')
export class KioskIdentifyFailuresController {
  constructor(private readonly identify: KioskIdentifyService) {}

  @Get('identify-failures')
  @Authenticated({ permission: Permission.ManageWorkspaceSettings })
  @ApiOperation({
    summary: 'Failed identifications at the kiosks',
    description:
      'Newest first, a page at a time (before: the previous next_before), filtered by kiosk and [from, to): kiosk, method, reason and time; never the value tried',
  })
  @ApiErrors(ErrorKey.BadRequest)
  @ApiOkResponse({ type: KioskIdentifyFailurePageDto })
  list(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: KioskActivityQueryDto,
  ): Promise<KioskActivityPage<KioskIdentifyFailure>> {
    return this.identify.failures(access.workspace.id, query);
  }
}
