import { Controller, Get, HttpCode, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ErrorKey, type MemberBadge, Permission } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { qrImage } from './badge-qr.js';
import { BadgeQrQueryDto, MemberBadgeDto } from './kiosk-credentials.dto.js';
import { KioskBadgesService } from './kiosk-badges.service.js';

const MANAGE = { permission: Permission.ManageWorkspaceMembers } as const;

/** QR badges of the caller's active workspace; `{id}` is the member's user id. */
@ApiTags('kiosk credentials')
@Controller('workspaces/members')
export class MemberBadgesController {
  constructor(private readonly badges: KioskBadgesService) {}

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
