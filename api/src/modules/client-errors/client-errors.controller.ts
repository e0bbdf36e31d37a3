import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { ClientErrorAccepted } from '@punchcard/shared';
import type { AuthContext } from '#src/auth/auth-context.js';
import { OptionalAuth, Public } from '#src/auth/auth.decorators.js';
import { ClientErrorsThrottle } from './client-errors-throttle.js';
import { ClientErrorAcceptedDto, ClientErrorReportDto } from './client-errors.dto.js';
import { ClientErrorsService } from './client-errors.service.js';

@ApiTags('client-errors')
@Controller('client-errors')
export class ClientErrorsController {
  constructor(private readonly clientErrors: ClientErrorsService) {}

  /**
   * An unknown, unhandled error in a browser app. Open, because pages fail before and after sign
   * in; when a credential comes along, its user is named in the report.
   */
  @Post()
  @HttpCode(202)
  @Public()
  @ClientErrorsThrottle()
  @ApiOperation({ summary: 'Report a client-side error' })
  @ApiAcceptedResponse({ type: ClientErrorAcceptedDto })
  @ApiTooManyRequestsResponse({ description: 'More than 10 reports a minute from one address' })
  report(
    @Body() dto: ClientErrorReportDto,
    @OptionalAuth() auth: AuthContext | undefined,
  ): ClientErrorAccepted {
    return this.clientErrors.report(dto, auth?.user);
  }
}
