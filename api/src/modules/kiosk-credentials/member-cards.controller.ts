import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, type MemberCard, Permission } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { BindCardDto, MemberCardDto } from './kiosk-credentials.dto.js';
import { KioskCardsService } from './kiosk-cards.service.js';

const MANAGE = { permission: Permission.ManageWorkspaceMembers } as const;

/** NFC cards of members of the caller's active workspace; `{id}` is the member's user id. */
@ApiTags('kiosk credentials')
@Controller('workspaces/members')
export class MemberCardsController {
  constructor(private readonly cards: KioskCardsService) {}

  @Get(':id/cards')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: "A member's NFC cards", description: 'Last digits only' })
  @ApiErrors(ErrorKey.MemberNotFound, ErrorKey.RoleNotAllowed)
  @ApiOkResponse({ type: [MemberCardDto] })
  list(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<MemberCard[]> {
    return this.cards.list(access, id);
  }

  @Post(':id/cards')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Bind an NFC card to a member', description: 'By its typed UID' })
  @ApiErrors(
    ErrorKey.KioskCardUidInvalid,
    ErrorKey.MemberNotFound,
    ErrorKey.RoleNotAllowed,
    ErrorKey.KioskCardTaken,
  )
  @ApiCreatedResponse({ type: MemberCardDto })
  bind(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: BindCardDto,
  ): Promise<MemberCard> {
    return this.cards.bind(access, id, dto.uid);
  }

  @Delete(':id/cards/:cardId')
  @Authenticated(MANAGE)
  @ApiOperation({
    summary: "Unbind a member's NFC card",
    description: 'Punches made before now still count',
  })
  @ApiErrors(ErrorKey.MemberNotFound, ErrorKey.RoleNotAllowed, ErrorKey.KioskCardNotFound)
  @ApiOkResponse({ type: MemberCardDto })
  unbind(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @UuidParam('cardId') cardId: string,
  ): Promise<MemberCard> {
    return this.cards.unbind(access, id, cardId);
  }
}
