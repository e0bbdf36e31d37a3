import { Body, Controller, Delete, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, type KioskEnrolment, Permission } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { KioskEnrolmentDto, StartEnrolmentDto } from './kiosk-credentials.dto.js';
import { KioskCardsService } from './kiosk-cards.service.js';

/** Binding a card is managing a member: the members permission, not the kiosk settings one. */
const MANAGE = { permission: Permission.ManageWorkspaceMembers } as const;

/** Card enrolment mode of a kiosk of the caller's active workspace. */
@ApiTags('kiosk credentials')
@Controller('kiosks')
export class KioskEnrolmentController {
  constructor(private readonly cards: KioskCardsService) {}

  @Post(':id/enrolment')
  @Authenticated(MANAGE)
  @ApiOperation({
    summary: 'Put a kiosk into card enrolment mode',
    description: 'The next unknown card tapped on it within 60 seconds is bound to id_user',
  })
  @ApiErrors(
    ErrorKey.KioskNotFound,
    ErrorKey.KioskRevoked,
    ErrorKey.MemberNotFound,
    ErrorKey.RoleNotAllowed,
  )
  @ApiCreatedResponse({ type: KioskEnrolmentDto })
  start(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: StartEnrolmentDto,
  ): Promise<KioskEnrolment> {
    return this.cards.startEnrolment(access, id, dto.id_user);
  }

  @Delete(':id/enrolment')
  @HttpCode(204)
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Leave card enrolment mode' })
  @ApiErrors(ErrorKey.KioskNotFound, ErrorKey.KioskRevoked)
  @ApiNoContentResponse()
  cancel(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<void> {
    return this.cards.cancelEnrolment(access, id);
  }
}
