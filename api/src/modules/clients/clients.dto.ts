import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type Client,
  CLIENT_NAME_MAX,
  type CreateClientRequest,
  type ListClientsQuery,
  type RenameClientRequest,
  toUnixSeconds,
  toUnixSecondsOrNull,
} from '@punchcard/shared';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import type { ClientRecord } from './clients.repository.js';

/** Query strings carry text: `include_deleted=true` becomes a boolean, anything else is refused. */
const booleanFlag = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

export class ListClientsQueryDto implements ListClientsQuery {
  @ApiPropertyOptional({ description: 'Also list deleted clients (for the restore screen)' })
  @IsOptional()
  @Transform(booleanFlag)
  @IsBoolean()
  include_deleted?: boolean;
}

export class CreateClientDto implements CreateClientRequest {
  @ApiProperty({ example: 'Northwind Traders', maxLength: CLIENT_NAME_MAX })
  @IsString()
  name: string;
}

export class RenameClientDto implements RenameClientRequest {
  @ApiProperty({ maxLength: CLIENT_NAME_MAX })
  @IsString()
  name: string;
}

export class ClientDto implements Client {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'URL under /v1/uploads' })
  avatar: string | null;
  @ApiProperty({ description: 'unix seconds' }) created_at: number;
  @ApiProperty({ type: Number, nullable: true, description: 'unix seconds' }) deleted_at:
    number | null;
}

export function toClient(client: ClientRecord): Client {
  return {
    id: client.id,
    name: client.name,
    avatar: client.avatar,
    created_at: toUnixSeconds(client.createdAt),
    deleted_at: toUnixSecondsOrNull(client.deletedAt),
  };
}
