import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Redirect,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiExtraModels,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import {
  ErrorKey,
  type Locale,
  type Me,
  SSO_SERVICES,
  type SsoLinks,
  type SsoProviders,
} from '@punchcard/shared';
import type { Request, Response } from 'express';
import type { AuthContext } from '#src/auth/auth-context.js';
import {
  AcceptsCrossSite,
  Authenticated,
  CurrentAuth,
  OptionalAuth,
  Public,
} from '#src/auth/auth.decorators.js';
import { AuthThrottle } from '#src/auth/auth-throttle.js';
import { FailureBudget } from '#src/auth/failure-budget.js';
import { SessionClientMeta } from '#src/auth/session-client.decorator.js';
import { answerWithSessionCookie } from '#src/auth/session-cookie.js';
import type { SessionClient } from '#src/auth/sessions.service.js';
import { RequestLocale } from '#src/common/http/request-locale.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { MeDto } from '#src/modules/accounts/index.js';
import {
  AppleCallbackDto,
  SetFirstPasswordDto,
  SsoAuthorizeQueryDto,
  SsoLinksDto,
  SsoProvidersDto,
  SsoSignInDto,
} from './sso.dto.js';
import { serviceParam, SsoAccountsService } from './sso.service.js';
import { appleCallbackLocation, SsoProvidersService } from './sso-providers.service.js';

const SERVICE_PARAM = { name: 'ssoService', enum: SSO_SERVICES };

@ApiTags('accounts')
@ApiExtraModels(MeDto, SsoLinksDto)
@Controller('accounts')
export class SsoController {
  constructor(
    private readonly sso: SsoAccountsService,
    private readonly providers: SsoProvidersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // Not throttled: it reads the configuration only, and every sign-in page load asks for it.
  @Get('sso/providers')
  @Public()
  @ApiOperation({ summary: 'List the sign-in providers this install has configured' })
  @ApiOkResponse({ type: SsoProvidersDto })
  providersList(): SsoProviders {
    return { providers: this.providers.list() };
  }

  @Get('sso/:ssoService/authorize')
  @Public()
  @AuthThrottle()
  @Redirect()
  @ApiOperation({ summary: "Start a provider's sign-in (redirects to the provider)" })
  @ApiParam(SERVICE_PARAM)
  @ApiFoundResponse({
    description: 'To the provider, or to /signing-in?reason=sso-fail when it is off or away',
  })
  async authorize(
    @Param('ssoService') service: string,
    @Query() query: SsoAuthorizeQueryDto,
  ): Promise<{ url: string; statusCode: number }> {
    return { url: await this.providers.authorizeLocation(service, query), statusCode: 302 };
  }

  @Post('sso/apple/callback')
  @Public()
  @AcceptsCrossSite()
  @AuthThrottle()
  @Redirect()
  @ApiOperation({ summary: "Receive Apple's form_post answer (redirects to the web app)" })
  @ApiResponse({ status: 303, description: '/signing-in with code, state and user' })
  appleCallback(@Body() form: AppleCallbackDto): { url: string; statusCode: number } {
    return { url: appleCallbackLocation(form), statusCode: 303 };
  }

  @Put('me/:ssoService/sso')
  @Public()
  @AuthThrottle()
  @FailureBudget({ failures: [ErrorKey.SsoFailed] })
  @ApiOperation({ summary: 'Sign in, sign up or link with a provider (authorization code)' })
  @ApiParam(SERVICE_PARAM)
  @ApiErrors(
    ErrorKey.BadRequest,
    ErrorKey.Unauthorized,
    ErrorKey.Forbidden,
    ErrorKey.SsoProviderDisabled,
    ErrorKey.SsoFailed,
    ErrorKey.SsoEmailUnverified,
    ErrorKey.SsoEmailTaken,
    ErrorKey.SsoIdentityTaken,
    ErrorKey.SsoAlreadyLinked,
    ErrorKey.SsoRequired,
  )
  @ApiOkResponse({
    description: 'Me with a session cookie; SsoLinks for `from: link`',
    schema: { oneOf: [{ $ref: getSchemaPath(MeDto) }, { $ref: getSchemaPath(SsoLinksDto) }] },
  })
  async complete(
    @Param('ssoService') service: string,
    @Body() dto: SsoSignInDto,
    @OptionalAuth() auth: AuthContext | undefined,
    @SessionClientMeta() client: SessionClient,
    @RequestLocale() locale: Locale,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Me | SsoLinks> {
    const answer = await this.sso.complete(serviceParam(service), dto, auth, client, locale);
    return 'links' in answer
      ? answer.links
      : answerWithSessionCookie(request, response, this.config.publicUrl, answer);
  }

  @Get('me/sso')
  @Authenticated()
  @ApiOperation({ summary: 'List the linked providers and whether a password is set' })
  @ApiOkResponse({ type: SsoLinksDto })
  links(@CurrentAuth() auth: AuthContext): Promise<SsoLinks> {
    return this.sso.linksOf(auth.user);
  }

  @Delete('me/:ssoService/sso')
  @Authenticated()
  @ApiOperation({ summary: 'Unlink a provider' })
  @ApiParam(SERVICE_PARAM)
  @ApiErrors(ErrorKey.BadRequest, ErrorKey.SsoNotLinked, ErrorKey.SsoLastSignInMethod)
  @ApiOkResponse({ type: SsoLinksDto })
  unlink(
    @CurrentAuth() auth: AuthContext,
    @Param('ssoService') service: string,
  ): Promise<SsoLinks> {
    return this.sso.unlink(auth.user, serviceParam(service));
  }

  @Post('me/sso/password')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Set a first password on an account made through a provider' })
  @ApiErrors(ErrorKey.PasswordAlreadySet)
  @ApiOkResponse({ type: SsoLinksDto, description: 'Other sessions and API keys are signed out' })
  async setFirstPassword(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: SetFirstPasswordDto,
    @SessionClientMeta() client: SessionClient,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SsoLinks> {
    const answer = await this.sso.setFirstPassword(auth, dto.password, client);
    return answerWithSessionCookie(request, response, this.config.publicUrl, answer);
  }

  @Delete('me/password')
  @Authenticated()
  @ApiOperation({ summary: 'Remove the password, signing in through a linked provider only' })
  @ApiErrors(ErrorKey.SsoLastSignInMethod)
  @ApiOkResponse({ type: SsoLinksDto, description: 'Other sessions and API keys are signed out' })
  async removePassword(
    @CurrentAuth() auth: AuthContext,
    @SessionClientMeta() client: SessionClient,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SsoLinks> {
    const answer = await this.sso.removePassword(auth, client);
    return answerWithSessionCookie(request, response, this.config.publicUrl, answer);
  }
}
