import { Body, Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorKey, type Kiosk, type KioskPairingCode, Permission } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { UuidParam } from '#src/common/http/uuid-param.decorator.js';
import { ApiErrors } from '#src/common/openapi/api-errors.decorator.js';
import { CreateKioskDto, KioskDto, KioskPairingCodeDto, UpdateKioskDto } from './kiosks.dto.js';
import { KiosksService } from './kiosks.service.js';

const MANAGE = { permission: Permission.ManageWorkspaceSettings } as const;

/** The kiosk fleet of the caller's active workspace: MANAGE_WORKSPACE_SETTINGS. */
@ApiTags('kiosks')
@Controller('kiosks')
export class KiosksController {
  constructor(private readonly kiosks: KiosksService) {}

  @Get()
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'List the kiosks', description: 'Revoked ones included, oldest first' })
  @ApiOkResponse({ type: [KioskDto] })
  list(@CurrentAccess() access: WorkspaceAccess): Promise<Kiosk[]> {
    return this.kiosks.list(access);
  }

  @Post()
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Register a kiosk', description: 'Answers its first pairing code' })
  @ApiErrors(ErrorKey.KioskNameEmpty)
  @ApiCreatedResponse({ type: KioskPairingCodeDto })
  create(
    @CurrentAccess() access: WorkspaceAccess,
    @Body() dto: CreateKioskDto,
  ): Promise<KioskPairingCode> {
    return this.kiosks.create(access, dto.name);
  }

  @Patch(':id')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Rename, lock or unlock a kiosk' })
  @ApiErrors(ErrorKey.KioskNameEmpty, ErrorKey.KioskNotFound, ErrorKey.KioskRevoked)
  @ApiOkResponse({ type: KioskDto })
  update(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
    @Body() dto: UpdateKioskDto,
  ): Promise<Kiosk> {
    return this.kiosks.update(access, id, dto);
  }

  @Post(':id/pairing-code')
  @Authenticated(MANAGE)
  @ApiOperation({
    summary: 'Re-pair a kiosk',
    description: 'A new single-use code; the current token stops working when it is used',
  })
  @ApiErrors(ErrorKey.KioskNotFound, ErrorKey.KioskRevoked)
  @ApiCreatedResponse({ type: KioskPairingCodeDto })
  newPairingCode(
    @CurrentAccess() access: WorkspaceAccess,
    @UuidParam() id: string,
  ): Promise<KioskPairingCode> {
    return this.kiosks.newPairingCode(access, id);
  }

  @Delete(':id')
  @Authenticated(MANAGE)
  @ApiOperation({ summary: 'Revoke a kiosk', description: 'Its token stops working at once' })
  @ApiErrors(ErrorKey.KioskNotFound)
  @ApiOkResponse({ type: KioskDto })
  revoke(@CurrentAccess() access: WorkspaceAccess, @UuidParam() id: string): Promise<Kiosk> {
    return this.kiosks.revoke(access, id);
  }
}
