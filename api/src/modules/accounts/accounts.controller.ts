import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  AccountExists,
  ApiKeyResponse,
  Locale,
  Me,
  Profile,
  SignupVerificationResponse,
  TutorialState,
} from '@punchcard/shared';
import { ErrorKey } from '@punchcard/shared';
import type { Request, Response } from 'express';
import { apiKeyMembership, type AuthContext } from '#src/auth/auth-context.js';
import {
  Authenticated,
  CurrentAuth,
  OptionalAuth,
  Public,
  RefusesCrossSite,
} from '#src/auth/auth.decorators.js';
import { AuthThrottle } from '#src/auth/auth-throttle.js';
import { FailureBudget } from '#src/auth/failure-budget.js';
import { SessionClientMeta } from '#src/auth/session-client.decorator.js';
import { clearSessionCookie, answerWithSessionCookie } from '#src/auth/session-cookie.js';
import type { SessionClient } from '#src/auth/sessions.service.js';
import { RequestLocale } from '#src/common/http/request-locale.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import {
  AcceptInvitationDto,
  AccountExistsDto,
  ApiKeyResponseDto,
  ChangePasswordDto,
  MeDto,
  OkDto,
  ProfileDto,
  ProfileRequestDto,
  ResetPasswordDto,
  SignInDto,
  SignupVerificationDto,
  SignupVerificationResponseDto,
  TutorialStateDto,
  VerifySignupDto,
} from './accounts.dto.js';
import { AccountsService } from './accounts.service.js';

@ApiTags('accounts')
@Controller('accounts')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('emails/signup-verification')
  @Public()
  @AuthThrottle()
  @FailureBudget({ failures: [ErrorKey.SignupConflict], successSpends: true })
  @ApiOperation({ summary: 'Request a sign-up verification code' })
  @ApiErrors(ErrorKey.SignupConflict)
  @ApiCreatedResponse({ type: SignupVerificationResponseDto })
  requestSignupCode(
    @Body() dto: SignupVerificationDto,
    @RequestLocale() locale: Locale,
  ): Promise<SignupVerificationResponse> {
    return this.accounts.requestSignupCode(dto.email, locale);
  }

  @Post('verification')
  @Public()
  @AuthThrottle()
  // Codes are limited per sign-up already; wrong ones also spend the per-IP budget.
  @FailureBudget({ failures: [ErrorKey.SignupNotVerified, ErrorKey.SignupExpired] })
  @ApiOperation({ summary: 'Verify a sign-up code and create the account' })
  @ApiErrors(
    [400, ErrorKey.SignupExpired],
    ErrorKey.SignupExpired,
    ErrorKey.SignupNotVerified,
    ErrorKey.WorkspaceNotFound,
    ErrorKey.SignupConflict,
  )
  @ApiCreatedResponse({
    type: MeDto,
    description: 'Account created and signed in (session cookie)',
  })
  async verifySignup(
    @Body() dto: VerifySignupDto,
    @SessionClientMeta() client: SessionClient,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Me> {
    return answerWithSessionCookie(
      request,
      response,
      this.config.publicUrl,
      await this.accounts.verifySignup(dto, client),
    );
  }

  /**
   * Accepts a workspace invitation. With `email` and `password` the invitee's account is created
   * and this browser signed in to it; without a password the signed-in user accepts.
   */
  @Post('members')
  @Public()
  @AuthThrottle()
  @FailureBudget({ failures: [ErrorKey.InvitationNotFound] })
  @ApiOperation({ summary: 'Accept an invitation' })
  @ApiErrors(
    ErrorKey.Unauthorized,
    ErrorKey.InvitationNotFound,
    ErrorKey.WorkspaceNotFound,
    ErrorKey.SignupConflict,
  )
  @ApiCreatedResponse({
    type: MeDto,
    description: 'Invitation accepted; the workspace is now the active one',
  })
  async acceptInvitation(
    @Body() dto: AcceptInvitationDto,
    @OptionalAuth() auth: AuthContext | undefined,
    @SessionClientMeta() client: SessionClient,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Me> {
    const answer = await this.accounts.acceptInvitation(dto, auth, client);
    return answerWithSessionCookie(request, response, this.config.publicUrl, answer);
  }

  @Post('sign-in')
  @HttpCode(200)
  @Public()
  @AuthThrottle()
  @FailureBudget({ failures: [ErrorKey.SigninBadRequest], account: 'body-email' })
  @ApiOperation({ summary: 'Sign in' })
  @ApiErrors(ErrorKey.SigninBadRequest, ErrorKey.WorkspaceNotFound)
  @ApiOkResponse({ type: MeDto, description: 'Signed in (session cookie)' })
  async signIn(
    @Body() dto: SignInDto,
    @SessionClientMeta() client: SessionClient,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Me> {
    return answerWithSessionCookie(
      request,
      response,
      this.config.publicUrl,
      await this.accounts.signIn(dto, client),
    );
  }

  @Get('sign-out')
  @Public()
  @RefusesCrossSite()
  @ApiOperation({ summary: 'Sign out' })
  @ApiOkResponse({ type: OkDto })
  async signOut(
    @OptionalAuth() auth: AuthContext | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ ok: boolean }> {
    await this.accounts.signOut(auth);
    clearSessionCookie(request, response, this.config.publicUrl);
    return { ok: true };
  }

  @Post('sign-out')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Sign out (POST)' })
  @ApiOkResponse({ type: OkDto })
  signOutPost(
    @OptionalAuth() auth: AuthContext | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ ok: boolean }> {
    return this.signOut(auth, request, response);
  }

  @Get('me')
  // A key may ask who it is: it sees only its own membership.
  @Authenticated({ apiKey: true })
  @ApiOperation({ summary: 'Get the signed-in account' })
  @ApiErrors(ErrorKey.WorkspaceNotFound)
  @ApiOkResponse({ type: MeDto })
  me(@CurrentAuth() auth: AuthContext): Promise<Me> {
    return this.accounts.me(auth.user, apiKeyMembership(auth));
  }

  @Delete('me')
  @Authenticated()
  @ApiOperation({ summary: "Delete the caller's account" })
  @ApiErrors(ErrorKey.PreconditionFailed)
  @ApiOkResponse({ type: OkDto })
  async deleteAccount(
    @CurrentAuth() auth: AuthContext,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ ok: boolean }> {
    const answer = await this.accounts.deleteAccount(auth);
    clearSessionCookie(request, response, this.config.publicUrl);
    return answer;
  }

  @Patch('me/password')
  @Authenticated()
  @FailureBudget({ failures: [ErrorKey.EditPasswordError], account: 'signed-in' })
  @ApiOperation({ summary: 'Change the password' })
  @ApiErrors(ErrorKey.EditPasswordError)
  @ApiOkResponse({ type: OkDto, description: 'Other sessions are signed out' })
  async changePassword(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: ChangePasswordDto,
    @SessionClientMeta() client: SessionClient,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ ok: boolean }> {
    const answer = await this.accounts.changePassword(auth, dto, client);
    return answerWithSessionCookie(request, response, this.config.publicUrl, answer);
  }

  @Get('emails/password-reset/:x')
  @Public()
  @AuthThrottle()
  @FailureBudget({ failures: [ErrorKey.ForgotPasswordNotFound], successSpends: true })
  @ApiOperation({ summary: 'Request a password reset e-mail' })
  @ApiErrors(ErrorKey.ForgotPasswordNotFound)
  @ApiOkResponse({ type: OkDto, description: 'Mails a reset link to the e-mail `x`' })
  requestPasswordReset(
    @Param('x') email: string,
    @RequestLocale() locale: Locale,
  ): Promise<{ ok: boolean }> {
    return this.accounts.requestPasswordReset(email, locale);
  }

  @Patch('reset/password')
  @Public()
  @AuthThrottle()
  @FailureBudget({ failures: [ErrorKey.ResetPasswordNotFound] })
  @ApiOperation({ summary: 'Reset the password with a mailed token' })
  @ApiErrors(ErrorKey.ResetPasswordNotFound)
  @ApiOkResponse({ type: OkDto, description: 'Every session of the account is signed out' })
  resetPassword(@Body() dto: ResetPasswordDto): Promise<{ ok: boolean }> {
    return this.accounts.resetPassword(dto);
  }

  @Get('me/profile')
  @Authenticated({ apiKey: true })
  @ApiOperation({ summary: "Get the caller's profile" })
  @ApiOkResponse({ type: ProfileDto })
  profile(@CurrentAuth() auth: AuthContext): Promise<Profile> {
    return this.accounts.profile(auth.user);
  }

  @Post('me/profile')
  @Authenticated()
  @ApiOperation({ summary: "Create the caller's profile" })
  @ApiErrors(ErrorKey.ProfileBadRequest, ErrorKey.ProfileNotFound)
  @ApiCreatedResponse({ type: ProfileDto })
  createProfile(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: ProfileRequestDto,
  ): Promise<Profile> {
    return this.accounts.saveProfile(auth.user, dto);
  }

  @Put('me/profile')
  @Authenticated()
  @ApiOperation({ summary: "Update the caller's profile" })
  @ApiErrors(ErrorKey.ProfileBadRequest, ErrorKey.ProfileNotFound)
  @ApiOkResponse({ type: ProfileDto })
  updateProfile(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: ProfileRequestDto,
  ): Promise<Profile> {
    return this.accounts.saveProfile(auth.user, dto);
  }

  @Get('me/account/exists')
  @Authenticated()
  @ApiOperation({ summary: 'Tell whether the account has a password' })
  @ApiOkResponse({
    type: AccountExistsDto,
    description: 'Whether the account can sign in with a password',
  })
  accountExists(@CurrentAuth() auth: AuthContext): AccountExists {
    return this.accounts.accountExists(auth.user);
  }

  @Patch('me/tutorial-state')
  @Authenticated()
  @ApiOperation({ summary: 'Save the tutorial state' })
  @ApiOkResponse({ type: TutorialStateDto })
  tutorialState(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: TutorialStateDto,
  ): Promise<TutorialState> {
    return this.accounts.setTutorialState(auth.user, dto);
  }

  @Patch('me/token')
  @Authenticated()
  @ApiOperation({ summary: 'Generate a new API key' })
  @ApiErrors(ErrorKey.WorkspaceNotFound)
  @ApiOkResponse({ type: ApiKeyResponseDto, description: 'A new API key, shown once' })
  generateApiKey(@CurrentAuth() auth: AuthContext): Promise<ApiKeyResponse> {
    return this.accounts.generateApiKey(auth);
  }
}
