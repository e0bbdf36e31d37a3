import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type ConfirmSlackLinkRequest,
  type ConnectSlackRequest,
  Locale,
  SLACK_COMMANDS,
  type SlackClockToggleRequest,
  SlackCommand,
  type SlackCommandRequest,
  type SlackCommandResult,
  type SlackIntegration,
  type SlackIntegrationState,
  type SlackLink,
  type SlackLinkPreview,
  type SlackLocationToggleRequest,
} from '@punchcard/shared';
import {
  IsBoolean,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

export class ConnectSlackDto implements ConnectSlackRequest {
  @ApiProperty({ description: "The code Slack's OAuth v2 redirect brought back" })
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  code: string;

  @ApiProperty({
    example: 'https://punchcard.example/settings/workspace/integrations',
    description: 'The redirect_uri the authorize request named; Slack checks they match',
  })
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  @MaxLength(2000)
  redirect_uri: string;
}

export class SlackClockToggleDto implements SlackClockToggleRequest {
  @ApiProperty({ description: 'Whether members may clock from Slack' })
  @IsBoolean()
  is_clock_on: boolean;
}

export class SlackLocationToggleDto implements SlackLocationToggleRequest {
  @ApiProperty({ description: "Whether a Slack punch records the member's location" })
  @IsBoolean()
  is_location_on: boolean;
}

export class DisconnectSlackQueryDto {
  @ApiProperty({ format: 'uuid', description: 'The integration to revoke' })
  @IsUUID()
  id: string;
}

export class SlackCommandDto implements SlackCommandRequest {
  @ApiProperty({ format: 'uuid', description: 'Whose time: the caller, or a member (managers)' })
  @IsUUID()
  id_user: string;

  @ApiProperty({ format: 'uuid', description: 'The active workspace' })
  @IsUUID()
  id_workspace: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  location?: string;

  @ApiPropertyOptional({ minimum: -90, maximum: 90 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-90)
  @Max(90)
  latitude?: number;

  @ApiPropertyOptional({ minimum: -180, maximum: 180 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-180)
  @Max(180)
  longitude?: number;
}

export class ConfirmSlackLinkDto implements ConfirmSlackLinkRequest {
  @ApiProperty({ description: 'The token of the link the slash command answered' })
  @IsString()
  @MaxLength(200)
  token: string;
}

/** The form Slack posts for a slash command (documented; verified over the raw bytes). */
export class SlashCommandFormDto {
  @ApiProperty() team_id: string;
  @ApiProperty() user_id: string;
  @ApiProperty() user_name: string;
  @ApiProperty({ example: '/punch' }) command: string;
  @ApiProperty({ example: 'in', description: `One of ${SLACK_COMMANDS.join(', ')}` })
  text: string;
  @ApiProperty() trigger_id: string;
  @ApiProperty() response_url: string;
}

export class SlackMessageDto {
  @ApiProperty({ enum: ['ephemeral'] }) response_type: 'ephemeral';
  @ApiProperty() text: string;
}

export class SlackIntegrationDto implements SlackIntegration {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) id_workspace: string;
  @ApiProperty({ description: "The Slack team's name" }) name: string;
  @ApiProperty() team_id: string;
  @ApiProperty() is_clock_on: boolean;
  @ApiProperty() is_location_on: boolean;
  @ApiProperty({ description: 'unix seconds' }) connected_at: number;
}

class SlackInstallDto {
  @ApiProperty({ description: "Slack's authorize URL with client_id and scope" })
  authorize_url: string;
}

export class SlackIntegrationStateDto implements SlackIntegrationState {
  @ApiProperty({ type: SlackIntegrationDto, nullable: true })
  slack_integration: SlackIntegration | null;
  @ApiProperty({ type: SlackInstallDto, nullable: true, description: 'null: no Slack app' })
  install: { authorize_url: string } | null;
}

export class SlackCommandResultDto implements SlackCommandResult {
  @ApiProperty({ enum: Object.values(SlackCommand) }) command: SlackCommand;
  @ApiProperty() text: string;
  @ApiProperty({ enum: Object.values(Locale) }) locale: Locale;
}

export class SlackLinkPreviewDto implements SlackLinkPreview {
  @ApiProperty() team_name: string;
  @ApiProperty() slack_user_name: string;
  @ApiProperty({ description: 'unix seconds' }) expires_at: number;
}

export class SlackLinkDto implements SlackLink {
  @ApiProperty() team_name: string;
  @ApiProperty() slack_user_name: string;
  @ApiProperty({ description: 'unix seconds' }) linked_at: number;
}
