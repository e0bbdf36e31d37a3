import { ApiProperty } from '@nestjs/swagger';
import type {
  BindCardRequest,
  KioskEnrolment,
  MemberBadge,
  MemberCard,
  StartEnrolmentRequest,
} from '@punchcard/shared';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class MemberBadgeDto implements MemberBadge {
  @ApiProperty({ example: 'AQ...Zg.MEUC...', description: '<payload>.<signature>, base64url' })
  token!: string;

  @ApiProperty({ example: 'https://punchcard.example/qr-handler?b=AQ...Zg.MEUC...' })
  url!: string;

  @ApiProperty({ example: 2 })
  version!: number;

  @ApiProperty({ example: 1764000000 })
  issued_at!: number;
}

export class BadgeQrQueryDto {
  @ApiProperty({ enum: ['png', 'svg'], required: false, default: 'png' })
  @IsOptional()
  @IsIn(['png', 'svg'])
  format?: 'png' | 'svg';
}

export class BindCardDto implements BindCardRequest {
  @ApiProperty({ example: '04:A2:2B:1C:5F:61:80', description: 'Hex; 4, 7 or 10 bytes' })
  @IsString()
  @MaxLength(64)
  uid!: string;
}

export class MemberCardDto implements MemberCard {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: '6180' })
  last_digits!: string;

  @ApiProperty({ example: 1764000000 })
  bound_at!: number;
}

export class StartEnrolmentDto implements StartEnrolmentRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id_user!: string;
}

export class KioskEnrolmentDto implements KioskEnrolment {
  @ApiProperty({ format: 'uuid' })
  id_kiosk!: string;

  @ApiProperty({ format: 'uuid' })
  id_user!: string;

  @ApiProperty({ example: 1764000060 })
  expires_at!: number;
}
