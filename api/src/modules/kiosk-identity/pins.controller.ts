import { Body, Controller, Get, HttpCode, Patch, Post, Put, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, type Locale, type PinAvailability } from '@punchcard/shared';
import type { AuthContext } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAuth, Public } from '#src/auth/auth.decorators.js';
import { AuthThrottle } from '#src/auth/auth-throttle.js';
import { FailureBudget } from '#src/auth/failure-budget.js';
import { RequestLocale } from '#src/common/http/request-locale.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { LockoutInterceptor } from './lockouts.js';
import { ChangePinDto, PinAvailabilityDto, PinOkDto, ResetPinDto, SetPinDto } from './pins.dto.js';
import { PinsService } from './pins.service.js';

/**
 * The account's kiosk PIN (one per account, used at the kiosks of all its workspaces). Session
 * callers only: an API key belongs to one workspace and must not set what every kiosk trusts.
 */
@ApiTags('accounts')
@Controller('accounts')
@UseInterceptors(LockoutInterceptor)
export class PinsController {
  constructor(private readonly pins: PinsService) {}

  @Get('me/pin/is-available')
  @Authenticated()
  @ApiOperation({
    summary: 'Tell whether a PIN is useful and set',
    description:
      'is_available: a workspace of the caller identifies members at kiosks by PIN; has_pin: the account has one. Takes no PIN.',
  })
  @ApiOkResponse({ type: PinAvailabilityDto })
  availability(@CurrentAuth() auth: AuthContext): Promise<PinAvailability> {
    return this.pins.availability(auth.user.id);
  }

  @Put('me/pin')
  @Authenticated()
  @ApiOperation({ summary: "Set the account's first kiosk PIN" })
  @ApiErrors(
    ErrorKey.ResetPinBadRequest,
    ErrorKey.KioskPreconditionFailed,
    ErrorKey.TooManyRequests,
  )
  @ApiOkResponse({ type: PinOkDto })
  set(@CurrentAuth() auth: AuthContext, @Body() dto: SetPinDto): Promise<{ ok: boolean }> {
    return this.pins.set(auth.user.id, dto.pin);
  }

  @Patch('me/pin')
  @Authenticated()
  @ApiOperation({ summary: 'Change the kiosk PIN, proving the old one' })
  @ApiErrors(
    ErrorKey.InvalidPin,
    ErrorKey.ResetPinBadRequest,
    ErrorKey.KioskPreconditionFailed,
    ErrorKey.TooManyRequests,
  )
  @ApiOkResponse({ type: PinOkDto })
  change(@CurrentAuth() auth: AuthContext, @Body() dto: ChangePinDto): Promise<{ ok: boolean }> {
    return this.pins.change(auth.user.id, dto.old_pin, dto.new_pin);
  }

  @Post('me/pin/reset-mail')
  @HttpCode(200)
  @Authenticated()
  @AuthThrottle()
  @ApiOperation({
    summary: 'E-mail a PIN reset link',
    description:
      "Mails a one-time link (60 min) to the account's address, in the caller's language",
  })
  @ApiOkResponse({ type: PinOkDto })
  requestReset(
    @CurrentAuth() auth: AuthContext,
    @RequestLocale() locale: Locale,
  ): Promise<{ ok: boolean }> {
    return this.pins.requestReset(auth.user, locale);
  }

  @Patch('reset/pin')
  @Public()
  @AuthThrottle()
  @FailureBudget({ failures: [ErrorKey.ResetPinNotFound] })
  @ApiOperation({ summary: 'Reset the kiosk PIN with a mailed token' })
  @ApiErrors(ErrorKey.ResetPinNotFound, ErrorKey.ResetPinBadRequest, ErrorKey.TooManyRequests)
  @ApiOkResponse({ type: PinOkDto })
  reset(@Body() dto: ResetPinDto): Promise<{ ok: boolean }> {
    return this.pins.reset(dto.token, dto.new_pin);
  }
}
