import { Controller, Get, HttpCode, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  type BadgeMailSent,
  ErrorKey,
  type Locale,
  type MemberBadge,
  Permission,
} from '@punchcard/shared';
import type { AuthContext, WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess, CurrentAuth } from '#src/auth/auth.decorators.js';
import { RequestLocale } from '#src/common/http/request-locale.decorator.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { BadgeDocumentsService } from './badge-documents.service.js';
import { BadgeMailSentDto, BadgeSheetQueryDto } from './badge-documents.dto.js';
import { BadgeMailThrottle } from './badge-mail-throttle.js';
import { qrImage } from './badge-qr.js';
import { BadgeQrQueryDto, MemberBadgeDto } from './kiosk-credentials.dto.js';
import { KioskBadgesService } from './kiosk-badges.service.js';

const MANAGE = { permission: Permission.ManageWorkspaceMembers } as const;

/** QR badges of the caller's active workspace; `{id}` is the member's user id. */
@ApiTags('kiosk credentials')
@Controller('workspaces/members')
export class MemberBadgesController {
  constructor(
    private readonly badges: KioskBadgesService,
    private readonly documents: BadgeDocumentsService,
  ) {}

  @Get('me/badge')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({
    summary: 'My kiosk badge',
    description: 'Issued on first read; the url is what the QR code holds',
  })
  @ApiOkResponse({ type: MemberBadgeDto })
  own(@CurrentAccess() access: WorkspaceAccess): Promise<MemberBadge> {
    return this.badges.own(access);
  }

  @Get('me/badge/qr')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({ summary: 'My kiosk badge as a QR code image (PNG or SVG)' })
  @ApiProduces('image/png', 'image/svg+xml')
  @ApiOkResponse({ description: 'The image bytes' })
  async ownQr(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: BadgeQrQueryDto,
  ): Promise<StreamableFile> {
    const badge = await this.badges.own(access);
    const image = await qrImage(badge.url, query.format ?? 'png');
    const name = `badge.${query.format ?? 'png'}`;
    return new StreamableFile(image.bytes, {
      type: image.type,
      disposition: `inline; filename="${name}"`,
    });
  }

  @Get('me/badge/pdf')
  @Authenticated({ workspace: 'active' })
  @ApiOperation({
    summary: 'My kiosk badge as a printable card (PDF)',
    description:
      'An ID-1 (credit-card size) card with cut marks on an A4 page: name, workspace, QR code, ' +
      'badge version, and the kiosk hint in the Accept-Language locale',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF bytes' })
  async ownPdf(
    @CurrentAccess() access: WorkspaceAccess,
    @RequestLocale() locale: Locale,
  ): Promise<StreamableFile> {
    return pdfFile(await this.documents.ownPdf(access, locale), 'badge.pdf');
  }

  @Post('me/badge/mail')
  @HttpCode(200)
  @Authenticated({ workspace: 'active' })
  @BadgeMailThrottle()
  @ApiOperation({
    summary: 'E-mail me my kiosk badge',
    description:
      "To the caller's address, in the Accept-Language locale, with badge.png and badge.pdf " +
      'attached; at most 5 an hour per member of a workspace',
  })
  @ApiOkResponse({ type: BadgeMailSentDto })
  async mailOwn(
    @CurrentAuth() auth: AuthContext,
    @CurrentAccess() access: WorkspaceAccess,
    @RequestLocale() locale: Locale,
  ): Promise<BadgeMailSent> {
    await this.documents.mailOwn(access, auth.user.email, locale);
    return { ok: true };
  }

  @Get('badges/pdf')
  @Authenticated(MANAGE)
  @ApiOperation({
    summary: 'A printable sheet of kiosk badges (PDF)',
    description:
      'A4 pages of 2 x 4 ID-1 cards with cut marks, ordered by name. `ids` names the members; ' +
      'without it, every ACTIVE member the caller may manage',
  })
  @ApiProduces('application/pdf')
  @ApiErrors(ErrorKey.MemberNotFound, ErrorKey.RoleNotAllowed)
  @ApiOkResponse({ description: 'The PDF bytes' })
  async sheetPdf(
    @CurrentAccess() access: WorkspaceAccess,
    @Query() query: BadgeSheetQueryDto,
    @RequestLocale() locale: Locale,
  ): Promise<StreamableFile> {
    return new StreamableFile(await this.documents.sheetPdf(access, query.ids, locale), {
      type: 'application/pdf',
      disposition: 'attachment; filename="badges.pdf"',
    });
  }

  @Get(':id/badge')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: "A member's kiosk badge", description: 'To print it for them' })
  @ApiErrors(ErrorKey.MemberNotFound, ErrorKey.RoleNotAllowed)
  @ApiOkResponse({ type: MemberBadgeDto })
  ofMember(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<MemberBadge> {
    return this.badges.ofMember(access, id);
  }

  @Post(':id/badge/rotate')
  @HttpCode(200)
  @Authenticated(MANAGE)
  @ApiOperation({
    summary: "Rotate a member's kiosk badge",
    description: 'The old version is refused from now on, by the server and every kiosk',
  })
  @ApiErrors(ErrorKey.MemberNotFound, ErrorKey.RoleNotAllowed)
  @ApiOkResponse({ type: MemberBadgeDto })
  rotate(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<MemberBadge> {
    return this.badges.rotate(access, id);
  }
}

/** A PDF download; `attachment` so a browser saves it rather than replacing the app's page. */
function pdfFile(bytes: Buffer, name: string): StreamableFile {
  return new StreamableFile(bytes, {
    type: 'application/pdf',
    disposition: `attachment; filename="${name}"`,
    length: bytes.length,
  });
}
