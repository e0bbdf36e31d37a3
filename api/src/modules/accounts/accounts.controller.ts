import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  AccountExists,
  ApiKeyResponse,
  Locale,
  Me,
  Profile,
  SignupVerificationResponse,
  TutorialState,
} from '@punchcard/shared';
import type { Request, Response } from 'express';
import type { AuthContext } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAuth, OptionalAuth, Public } from '#src/auth/auth.decorators.js';
import { AuthThrottle } from '#src/auth/auth-throttle.js';
import { RequestLocale } from '#src/common/http/request-locale.decorator.js';
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
  constructor(private readonly accounts: AccountsService) {}

  @Post('emails/signup-verification')
  @Public()
  @AuthThrottle()
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
  @ApiCreatedResponse({
    type: MeDto,
    description: 'Account created and signed in (session cookie)',
  })
  verifySignup(
    @Body() dto: VerifySignupDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Me> {
    return this.accounts.verifySignup(dto, request, response);
  }

  /**
   * Accepts a workspace invitation. With `email` and `password` the invitee's account is created
   * and this browser signed in to it; without a password the signed-in user accepts.
   */
  @Post('members')
  @Public()
  @AuthThrottle()
  @ApiCreatedResponse({
    type: MeDto,
    description: 'Invitation accepted; the workspace is now the active one',
  })
  acceptInvitation(
    @Body() dto: AcceptInvitationDto,
    @OptionalAuth() auth: AuthContext | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Me> {
    return this.accounts.acceptInvitation(dto, auth, request, response);
  }

  @Post('sign-in')
  @HttpCode(200)
  @Public()
  @AuthThrottle()
  @ApiOkResponse({ type: MeDto, description: 'Signed in (session cookie)' })
  signIn(
    @Body() dto: SignInDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Me> {
    return this.accounts.signIn(dto, request, response);
  }

  @Get('sign-out')
  @Public()
  @ApiOkResponse({ type: OkDto })
  async signOut(
    @OptionalAuth() auth: AuthContext | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ ok: boolean }> {
    await this.accounts.signOut(auth, request, response);
    return { ok: true };
  }

  @Post('sign-out')
  @HttpCode(200)
  @Public()
  @ApiOkResponse({ type: OkDto })
  signOutPost(
    @OptionalAuth() auth: AuthContext | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ ok: boolean }> {
    return this.signOut(auth, request, response);
  }

  @Get('me')
  @Authenticated()
  @ApiOkResponse({ type: MeDto })
  me(@CurrentAuth() auth: AuthContext): Promise<Me> {
    return this.accounts.me(auth.user);
  }

  @Delete('me')
  @Authenticated()
  @ApiOkResponse({ type: OkDto })
  deleteAccount(
    @CurrentAuth() auth: AuthContext,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ ok: boolean }> {
    return this.accounts.deleteAccount(auth, request, response);
  }

  @Patch('me/password')
  @Authenticated()
  @ApiOkResponse({ type: OkDto, description: 'Other sessions are signed out' })
  changePassword(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: ChangePasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ ok: boolean }> {
    return this.accounts.changePassword(auth, dto, request, response);
  }

  @Get('emails/password-reset/:x')
  @Public()
  @AuthThrottle()
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
  @ApiOkResponse({ type: OkDto, description: 'Every session of the account is signed out' })
  resetPassword(@Body() dto: ResetPasswordDto): Promise<{ ok: boolean }> {
    return this.accounts.resetPassword(dto);
  }

  @Get('me/profile')
  @Authenticated()
  @ApiOkResponse({ type: ProfileDto })
  profile(@CurrentAuth() auth: AuthContext): Profile {
    return this.accounts.profile(auth.user);
  }

  @Post('me/profile')
  @Authenticated()
  @ApiCreatedResponse({ type: ProfileDto })
  createProfile(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: ProfileRequestDto,
  ): Promise<Profile> {
    return this.accounts.saveProfile(auth.user, dto);
  }

  @Put('me/profile')
  @Authenticated()
  @ApiOkResponse({ type: ProfileDto })
  updateProfile(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: ProfileRequestDto,
  ): Promise<Profile> {
    return this.accounts.saveProfile(auth.user, dto);
  }

  @Get('me/account/exists')
  @Authenticated()
  @ApiOkResponse({
    type: AccountExistsDto,
    description: 'Whether the account can sign in with a password',
  })
  accountExists(@CurrentAuth() auth: AuthContext): AccountExists {
    return this.accounts.accountExists(auth.user);
  }

  @Patch('me/tutorial-state')
  @Authenticated()
  @ApiOkResponse({ type: TutorialStateDto })
  tutorialState(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: TutorialStateDto,
  ): Promise<TutorialState> {
    return this.accounts.setTutorialState(auth.user, dto);
  }

  @Patch('me/token')
  @Authenticated()
  @ApiOkResponse({ type: ApiKeyResponseDto, description: 'A new API key, shown once' })
  generateApiKey(@CurrentAuth() auth: AuthContext): Promise<ApiKeyResponse> {
    return this.accounts.generateApiKey(auth);
  }
}
