import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ErrorKey,
  type KioskConfig,
  type KioskHeartbeatResponse,
  type PairKioskResponse,
} from '@punchcard/shared';
import { Public } from '#src/auth/auth.decorators.js';
import { AuthThrottle } from '#src/auth/auth-throttle.js';
import { FailureBudget } from '#src/auth/failure-budget.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import {
  KioskConfigDto,
  KioskHeartbeatDto,
  KioskHeartbeatResponseDto,
  PairKioskDto,
  PairKioskResponseDto,
} from './kiosk-device.dto.js';
import { CurrentDevice, DeviceCall } from './kiosk-device.guard.js';
import { KioskDeviceService } from './kiosk-device.service.js';
import type { DeviceRecord } from './kiosks.repository.js';

/**
 * The device calls, under /v1/kiosk: a kiosk pairs with a code, then calls with
 * `Authorization: Kiosk <token>`, which reaches these routes and no other.
 */
@ApiTags('kiosk device')
@Controller('kiosk')
export class KioskDeviceController {
  constructor(private readonly device: KioskDeviceService) {}

  @Post('pair')
  @Public()
  @AuthThrottle()
  // A code names no account, so guessing is bounded per IP across codes, with a growing wait.
  @FailureBudget({
    failures: [
      ErrorKey.KioskPairingCodeInvalid,
      ErrorKey.KioskPairingCodeExpired,
      ErrorKey.KioskPairingCodeUsed,
    ],
  })
  @ApiOperation({
    summary: 'Pair a kiosk',
    description: 'Uses a single-use pairing code; the token is answered once',
  })
  @ApiErrors(
    ErrorKey.KioskPublicKeyInvalid,
    ErrorKey.KioskPairingCodeInvalid,
    ErrorKey.KioskPairingCodeExpired,
    ErrorKey.KioskPairingCodeUsed,
  )
  @ApiCreatedResponse({ type: PairKioskResponseDto })
  pair(@Body() dto: PairKioskDto): Promise<PairKioskResponse> {
    return this.device.pair(dto);
  }

  @Post('heartbeat')
  @HttpCode(200)
  @DeviceCall({ whileLocked: 'answer', whileDisabled: 'answer' })
  @ApiOperation({
    summary: 'Report in',
    description: 'Records what the kiosk reports; answers whether it is locked',
  })
  @ApiOkResponse({ type: KioskHeartbeatResponseDto })
  heartbeat(
    @CurrentDevice() device: DeviceRecord,
    @Body() dto: KioskHeartbeatDto,
  ): Promise<KioskHeartbeatResponse> {
    return this.device.heartbeat(device, dto);
  }

  @Get('config')
  @DeviceCall({ whileLocked: 'refuse', whileDisabled: 'answer' })
  @ApiOperation({ summary: "The kiosk's configuration" })
  @ApiOkResponse({ type: KioskConfigDto })
  config(@CurrentDevice() device: DeviceRecord): Promise<KioskConfig> {
    return this.device.config(device);
  }
}
