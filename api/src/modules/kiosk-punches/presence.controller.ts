import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Permission, type PresenceEntry, type PresenceResponse } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Authenticated, CurrentAccess } from '#src/auth/auth.decorators.js';
import { CurrentDevice, DeviceCall, type DeviceRecord } from '#src/modules/kiosks/index.js';
import { PresenceRepository } from './presence.repository.js';

class PresenceEntryDto implements PresenceEntry {
  @ApiProperty({ format: 'uuid' }) id_user: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
  @ApiProperty({ enum: ['working', 'on_break'] }) status: 'working' | 'on_break';
  @ApiProperty({ description: 'When the open workspace time started' }) since: number;
  @ApiProperty({ type: Number, nullable: true, description: 'When the running break started' })
  break_since: number | null;
}

class PresenceResponseDto implements PresenceResponse {
  @ApiProperty({ type: [PresenceEntryDto] }) members: PresenceEntryDto[];
}

/** The kiosk's idle board: who is working or on a break now, and since when. */
@ApiTags('kiosk device')
@Controller('kiosk')
export class KioskPresenceController {
  constructor(private readonly presence: PresenceRepository) {}

  @Get('presence')
  @DeviceCall()
  @ApiOperation({ summary: "Who's in", description: 'Members working or on a break now' })
  @ApiOkResponse({ type: PresenceResponseDto })
  async list(@CurrentDevice() device: DeviceRecord): Promise<PresenceResponse> {
    return { members: await this.presence.present(device.workspace.id) };
  }
}

/** The same list for an emergency roll-call: VIEW_MEMBER_TIMESTAMPS. */
@ApiTags('workspace-times')
@Controller('workspaces')
export class WorkspacePresenceController {
  constructor(private readonly presence: PresenceRepository) {}

  @Get('presence')
  @Authenticated({ permission: Permission.ViewMemberTimestamps })
  @ApiOperation({ summary: "Who's in", description: 'Members working or on a break now' })
  @ApiOkResponse({ type: PresenceResponseDto })
  async list(@CurrentAccess() access: WorkspaceAccess): Promise<PresenceResponse> {
    return { members: await this.presence.present(access.workspace.id) };
  }
}
